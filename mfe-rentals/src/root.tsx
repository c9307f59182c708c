import React from 'react';

export function Root() {
  return <section><h1>Rentals</h1></section>;
}
