// Stylesheets (the self-hosted font) are injected by webpack's style-loader.
declare module '*.css';
