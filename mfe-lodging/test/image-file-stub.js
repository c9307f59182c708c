// Stands in for webpack's asset modules: an imported image is its URL.
module.exports = 'property-image.svg';
