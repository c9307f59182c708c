module.exports = require('../shared/build/jest-preset.cjs')(__dirname);
