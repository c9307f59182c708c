// '@resort/shared/ui': UI outside the singleton (button, form, layout, modal and remote-boundary are in it).
export * from './loading-overlay';
export * from './number-spinner';
export * from './date-picker';
export * from './search-landing';
export * from './responsive-image';
export * from './video-modal';
export * from './media-gallery';
export * from './faq-accordion';
export * from './alert-banner';
export * from './sliding-cards';
export * from './featured-video';
export * from './footer-accordion';
export * from './booking-widgets';
export * from './tracking';
export * from './planner';
export * from './result-row';
export * from './resort-options';
