// Webpack emits each image as a file and hands back its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
