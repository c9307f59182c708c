import React from 'react';

export function Root() {
  return <section><h1>Lift tickets and passes</h1></section>;
}
