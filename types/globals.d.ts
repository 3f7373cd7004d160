/** Set by webpack's DefinePlugin (webpack.common.js): the PORTAL_BUILD_LABEL of the build, or ''. */
declare const __BUILD_LABEL__: string;
