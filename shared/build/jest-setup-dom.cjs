require('@testing-library/jest-dom');

// The suites run side by side on two cores; a first render that pulls in the whole design system
// can take longer than Testing Library's 1 s default to show what a findBy/waitFor waits for.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
