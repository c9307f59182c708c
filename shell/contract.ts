import {
  z,
  text,
  count,
  countParam,
  dateText,
  emailAddress as email,
  isoDate,
  phoneNumber,
  requiredText,
  slug,
} from '@resort/shared/contracts';
import { IMAGE_MAX_DPR, IMAGE_MAX_SIDE, RESIZING_TYPES } from '@resort/shared/rules';

// The content module's requests and responses: the one file the shell's browser code and its
// server both import.

/** Spec section 7: "Image proxy: GET with source URL, width, height, device pixel ratio, resizing type." */
export const ImageQuery = z
  .object({
    url: text(500).refine((s) => s.length > 0, 'Give the image source.'),
    width: countParam(1, IMAGE_MAX_SIDE).optional(),
    height: countParam(1, IMAGE_MAX_SIDE).optional(),
    dpr: z.coerce.number().min(1).max(IMAGE_MAX_DPR).optional(),
    resizingType: z.enum(RESIZING_TYPES).optional(),
  })
  .strict();
export type ImageQuery = z.infer<typeof ImageQuery>;

/** What the image proxy answers: the picture's bytes (WebP, or JPEG for a browser that takes no WebP), not JSON. */
export const ImageBytes = z.any().describe('The resized image (image/webp or image/jpeg bytes), not JSON.');

const imageSource = z.string().max(500).nullable();

export const HeroBlock = z.object({ kind: z.literal('hero'), title: z.string(), text: z.string(), image: imageSource });
export const GalleryBlock = z.object({
  kind: z.literal('gallery'),
  title: z.string(),
  slides: z.array(z.object({ image: imageSource, alt: z.string(), caption: z.string().optional(), video: z.string().optional() })),
});
export const FaqBlock = z.object({
  kind: z.literal('faq'),
  title: z.string(),
  multiselect: z.boolean(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export const CardsBlock = z.object({
  kind: z.literal('cards'),
  title: z.string(),
  cards: z.array(
    z.object({ title: z.string(), text: z.string(), image: imageSource, href: z.string().optional(), linkText: z.string().optional() }),
  ),
});
export const VideoBlock = z.object({
  kind: z.literal('video'),
  title: z.string(),
  text: z.string(),
  video: z.string(),
  poster: imageSource,
});
export const ModalBlock = z.object({ kind: z.literal('modal'), buttonText: z.string(), title: z.string(), text: z.string() });
/** The content booking widgets of spec section 2, placed on resort pages. */
export const BookingWidget = z.discriminatedUnion('widget', [
  z.object({
    widget: z.literal('single-product'),
    title: z.string(),
    buttonText: z.string(),
    dateLabel: z.string(),
    /** Link template with the {startDate} placeholder. */
    template: z.string(),
    dateFormat: z.string().optional(),
    target: z.string().optional(),
    requiredMessage: z.string().optional(),
  }),
  z.object({
    widget: z.literal('non-bookable'),
    title: z.string(),
    buttonText: z.string(),
    baseUrl: z.string(),
    confirmation: z.object({ title: z.string(), text: z.string(), confirmText: z.string() }).optional(),
  }),
  z.object({
    widget: z.literal('dropdown'),
    title: z.string(),
    label: z.string(),
    buttonText: z.string(),
    options: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
]);
export const BookingBlock = z.object({ kind: z.literal('booking'), title: z.string(), widgets: z.array(BookingWidget) });
export const ContentBlock = z.discriminatedUnion('kind', [
  HeroBlock,
  GalleryBlock,
  FaqBlock,
  CardsBlock,
  VideoBlock,
  ModalBlock,
  BookingBlock,
]);
export type ContentBlock = z.infer<typeof ContentBlock>;

export const WeatherReport = z.object({
  resortId: z.string(),
  resortName: z.string(),
  condition: z.string(),
  temperatureF: z.number().int(),
  snow24hIn: z.number().int(),
  baseDepthIn: z.number().int(),
  liftsOpen: z.number().int(),
  liftsTotal: z.number().int(),
  alert: z.object({ id: z.string(), title: z.string(), message: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type WeatherReport = z.infer<typeof WeatherReport>;

/** GET /api/content/page: the page of a shell path ('/' or '/resorts/<id>'). */
export const PageQuery = z.object({ path: text(200) }).strict();
export const ContentPage = z.object({
  key: z.string(),
  title: z.string(),
  intro: z.string(),
  /** The resort of a resort page, else null. */
  resortId: z.string().nullable(),
  /**
   * The page's resort's today (yyyy-MM-dd; home's is the first resort's), the day its booking
   * widgets start from: a phone need not work out a time zone's date before drawing them.
   */
  today: isoDate,
  weather: WeatherReport.nullable(),
  blocks: z.array(ContentBlock),
});
export type ContentPage = z.infer<typeof ContentPage>;

/** Header weather: one resort's report. */
export const HeaderWeatherQuery = z.object({ resort: slug }).strict();
export const WeatherReports = z.array(WeatherReport);

/** POST /api/content/analytics: a batch of the bus's analytics events (sent only with consent). */
export const AnalyticsBatchBody = z
  .object({
    ampId: z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .nullable(),
    events: z
      .array(
        z
          .object({
            event: z.string().regex(/^[\w.:-]{1,64}$/, 'Not a valid event name.'),
            data: z.record(z.string().max(64), z.unknown()),
            at: z.iso.datetime({ offset: true }),
            path: text(200),
          })
          .strict(),
      )
      .min(1)
      .max(50),
  })
  .strict();
export type AnalyticsBatchBody = z.infer<typeof AnalyticsBatchBody>;
export const AnalyticsAccepted = z.object({ accepted: z.number().int() });

/** GET /api/content/offer: the personalised offer of one activity (spec section 7 "Personalisation offer fetch"). */
export const OfferQuery = z.object({ activity: slug }).strict();
export const Offer = z.object({ title: z.string(), text: z.string(), href: z.string(), image: z.string().nullable() });
export type Offer = z.infer<typeof Offer>;
/** Never an error: a failure is a message, and the page goes on without an offer. */
export const OfferResponse = z.object({ key: z.string(), offer: Offer.nullable(), message: z.string().nullable() });
export type OfferResponse = z.infer<typeof OfferResponse>;

/** POST /api/content/contact-message (spec section 7 "contact message POST"). */
export const ContactMessageBody = z
  .object({
    name: requiredText(100),
    email,
    topic: z.enum(['general', 'tickets', 'lodging', 'lessons', 'rentals', 'accessibility']),
    message: requiredText(4000),
  })
  .strict();
export type ContactMessageBody = z.infer<typeof ContactMessageBody>;

/** POST /api/content/group-lead (spec section 7 "group lead POST"). */
export const GroupLeadBody = z
  .object({
    name: requiredText(100),
    email,
    phone: phoneNumber,
    organisation: requiredText(150),
    resort: slug,
    groupSize: count(10, 500, 'Groups are 10 to 500 people.'),
    arrivalDate: dateText,
    message: text(4000),
  })
  .strict();
export type GroupLeadBody = z.infer<typeof GroupLeadBody>;
export const FormReceived = z.object({ reference: z.string() });

/** POST /api/content/search (spec section 7 "search results POST"): products and content. */
export const SearchBody = z.object({ query: requiredText(100) }).strict();
export const SearchResult = z.object({
  kind: z.enum(['product', 'page', 'faq']),
  title: z.string(),
  text: z.string(),
  href: z.string(),
});
export const SearchResults = z.object({ query: z.string(), results: z.array(SearchResult) });
export type SearchResults = z.infer<typeof SearchResults>;

/**
 * GET /api/content/ratings (spec section 7 "ratings GET"): the stored reviews of one product
 * (`<line>:<id>`, as a line names it) or of one resort, averaged.
 */
export const RatingsQuery = z
  .object({
    product: z
      .string()
      .regex(/^[a-z-]{1,20}:[A-Za-z0-9_-]{1,100}$/, 'Not a valid product.')
      .optional(),
    resort: slug.optional(),
  })
  .strict()
  .refine((q) => Boolean(q.product) !== Boolean(q.resort), 'Give a product or a resort.');
export type RatingsQuery = z.infer<typeof RatingsQuery>;
export const Review = z.object({
  rating: z.number().int(),
  author: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export const Ratings = z.object({
  product: z.string().nullable(),
  resortId: z.string().nullable(),
  /** Mean of the ratings to one decimal, or null with no review yet. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  distribution: z.array(z.number().int()).length(5),
  /** The newest reviews, at most five. */
  latest: z.array(Review),
});
export type Ratings = z.infer<typeof Ratings>;

/** GET /api/content/weather-partial (spec section 7 "weather report partial"): one resort's report as an HTML fragment. */
export const WeatherPartialQuery = z.object({ resort: slug }).strict();
export const WeatherPartial = z.string().describe('The report as an HTML fragment (text/html) for a page block, not JSON.');

export const GUEST_REFUND_REASONS = ['weather', 'illness', 'travel', 'duplicate', 'other'] as const;
/** POST /api/content/guest-refund (spec section 7 "guest refund form POST"): a guest's refund request, stored and acknowledged. */
export const GuestRefundBody = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email,
    orderNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, 'Please enter your order number as it appears on your confirmation.'),
    reason: z.enum(GUEST_REFUND_REASONS, { message: 'Please choose a reason.' }),
    message: text(4000),
  })
  .strict();
export type GuestRefundBody = z.infer<typeof GuestRefundBody>;

/**
 * A canary's visitor moved to the stable build (shell/src/federation/canary-fallback.ts): the
 * browser says which remote, which canary build and why, and the store counts it.
 */
export const REMOTE_FALLBACK_REASONS = ['load', 'mount'] as const;
export const RemoteFallbackBody = z
  .object({
    remote: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Not a remote of remotes.json.'),
    build: z.string().min(1).max(500),
    reason: z.enum(REMOTE_FALLBACK_REASONS),
  })
  .strict();
export type RemoteFallbackBody = z.infer<typeof RemoteFallbackBody>;
/** Counted when the remote's canary in remotes.json is that build; a report about any other build is only acknowledged. */
export const RemoteFallbackCounted = z.object({ counted: z.boolean() });

/** This line's HTTP contract, `major.minor`: a breaking change (field removed, type changed, optional made required, enum value removed) bumps the major, an additive one the minor; `npm run test:contracts` holds it to its committed snapshot. */
export const CONTRACT_VERSION = '1.0';
