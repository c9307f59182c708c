import React from 'react';

export function Root() {
  return <section><h1>Lessons, childcare and activities</h1></section>;
}
