/** Under /sign-in so that the account remote's routes in remotes.json already cover it. */
export const FORGOT_PASSWORD_PATH = '/sign-in/forgot-password';
export const SIGN_IN_PATH = '/sign-in';
