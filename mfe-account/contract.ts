import { noBody, okResponse, z } from '@resort/shared/contracts';
import { AlertsAnswer, DisableAlertBody } from './contracts/alerts';
import {
  AcceptCreditTermsBody,
  CardOnFileAnswer,
  CardOnFileBody,
  FindMyCardBody,
  FoundCard,
  PassHolderCreditsAnswer,
  ResortChargeAnswer,
  ResortChargeBody,
} from './contracts/cards';
import { AccountContentView, ReferralCodeAlertBody } from './contracts/content';
import {
  AddExistingBody,
  CreateMemberBody,
  HolderMatch,
  HouseholdAnswer,
  MemberIdParams,
  PendingChildBody,
  SearchHolderBody,
  SearchPassBody,
  TransferBody,
} from './contracts/household';
import { MilitaryStatusAnswer, MilitaryStatusBody, MilitaryStatusParams } from './contracts/military';
import { EmailBody, EmailSentAnswer, OutboxAnswer, PasswordResetAnswer, ResetPasswordBody } from './contracts/password-reset';
import { PhotoAnswer, PhotoBody } from './contracts/photo';
import {
  EmailOptBody,
  EmailPreferencesBody,
  FirstTimerAnswer,
  PreferencesView,
  SnowAlertBody,
  VisitationBody,
} from './contracts/preferences';
import { AddressBody, BirthDateBody, PhoneBody, UpdateEmailBody, UpdatePasswordBody, UsernameBody } from './contracts/profile';
import { ReleaseOfLiabilityAnswer, SignReleaseBody } from './contracts/release';
import { RentalProfileBody, RentalProfileParams, RentalProfilesAnswer } from './contracts/rental-profiles';
import {
  CancellationRequestBody,
  CancellationRequestView,
  CancellationRequestsAnswer,
  OnlineExceptionBody,
  OnlineExceptionView,
  OnlineExceptionsAnswer,
  RequestIdParams,
} from './contracts/requests';
import { CancelReservationBody, CancelledAnswer, ReservationsAnswer } from './contracts/reservations';
import { noQuery } from './contracts/fields';
import {
  CreateAccountAnswer,
  CreateAccountBody,
  LoginBody,
  ProfileView,
  SessionAnswer,
  SignedInAnswer,
  SignedOutAnswer,
} from './contracts/session';
import {
  EmailSignupBody,
  EmailSignupConfirmBody,
  SubscriberCreateBody,
  SubscriberGetBody,
  SubscriberSignupAnswer,
  SubscriberUpdateBody,
  SubscriberView,
} from './contracts/subscriber';

/**
 * The account API's requests and the account rules, one file per feature under contracts/ and all
 * re-exported here. The server validates every route with these schemas, and the browser's forms
 * check the same rules for inline errors, importing them from contracts/rules.ts (no zod there, so a
 * page's first screen loads no schema library). The server never trusts the browser, so it checks
 * them again (and a password against the common-password list, which stays on the server).
 */

export * from './contracts/rules';
export * from './contracts/session';
export * from './contracts/password-reset';
export * from './contracts/profile';
export * from './contracts/household';
export * from './contracts/reservations';
export * from './contracts/preferences';
export * from './contracts/cards';
export * from './contracts/photo';
export * from './contracts/rental-profiles';
export * from './contracts/release';
export * from './contracts/military';
export * from './contracts/requests';
export * from './contracts/alerts';
export * from './contracts/content';
export * from './contracts/subscriber';

export const accountContract = {
  session: { querystring: noQuery, response: { 200: okResponse(SessionAnswer) } },
  create: { body: CreateAccountBody, response: { 200: okResponse(CreateAccountAnswer) } },
  login: { body: LoginBody, response: { 200: okResponse(SignedInAnswer) } },
  logout: { body: noBody, response: { 200: okResponse(SignedOutAnswer) } },
  profile: { querystring: noQuery, response: { 200: okResponse(ProfileView) } },
  resetEmail: { body: EmailBody, response: { 200: okResponse(EmailSentAnswer) } },
  resetPassword: { body: ResetPasswordBody, response: { 200: okResponse(PasswordResetAnswer) } },
  forgotUsername: { body: EmailBody, response: { 200: okResponse(EmailSentAnswer) } },
  outbox: { querystring: noQuery, response: { 200: okResponse(OutboxAnswer) } },
  phone: { body: PhoneBody, response: { 200: okResponse(ProfileView) } },
  address: { body: AddressBody, response: { 200: okResponse(ProfileView) } },
  birthDate: { body: BirthDateBody, response: { 200: okResponse(ProfileView) } },
  email: { body: UpdateEmailBody, response: { 200: okResponse(ProfileView) } },
  username: { body: UsernameBody, response: { 200: okResponse(ProfileView) } },
  password: { body: UpdatePasswordBody, response: { 200: okResponse(PasswordResetAnswer) } },
  household: { querystring: noQuery, response: { 200: okResponse(HouseholdAnswer) } },
  addMember: { body: CreateMemberBody, response: { 200: okResponse(HouseholdAnswer) } },
  addExisting: { body: AddExistingBody, response: { 200: okResponse(HouseholdAnswer) } },
  searchHolder: { body: SearchHolderBody, response: { 200: okResponse(HolderMatch) } },
  searchPass: { body: SearchPassBody, response: { 200: okResponse(HolderMatch) } },
  memberAction: { params: MemberIdParams, body: noBody, response: { 200: okResponse(HouseholdAnswer) } },
  transfer: { body: TransferBody, response: { 200: okResponse(EmailSentAnswer) } },
  preferences: { querystring: noQuery, response: { 200: okResponse(PreferencesView) } },
  emailPreferences: { body: EmailPreferencesBody, response: { 200: okResponse(PreferencesView) } },
  emailOpt: { body: EmailOptBody, response: { 200: okResponse(PreferencesView) } },
  snowAlert: { body: SnowAlertBody, response: { 200: okResponse(PreferencesView) } },
  visitation: { body: VisitationBody, response: { 200: okResponse(PreferencesView) } },
  firstTimer: { querystring: noQuery, response: { 200: okResponse(FirstTimerAnswer) } },
  photo: { body: PhotoBody, response: { 200: okResponse(PhotoAnswer) } },
  pendingChild: { params: MemberIdParams, body: PendingChildBody, response: { 200: okResponse(HouseholdAnswer) } },
  cardOnFile: { querystring: noQuery, response: { 200: okResponse(CardOnFileAnswer) } },
  updateCardOnFile: { body: CardOnFileBody, response: { 200: okResponse(CardOnFileAnswer) } },
  removeCardOnFile: { body: noBody, response: { 200: okResponse(CardOnFileAnswer) } },
  resortCharge: { querystring: noQuery, response: { 200: okResponse(ResortChargeAnswer) } },
  setResortCharge: { body: ResortChargeBody, response: { 200: okResponse(ResortChargeAnswer) } },
  findMyCard: { body: FindMyCardBody, response: { 200: okResponse(FoundCard) } },
  passHolderCredits: { querystring: noQuery, response: { 200: okResponse(PassHolderCreditsAnswer) } },
  acceptCreditTerms: { body: AcceptCreditTermsBody, response: { 200: okResponse(PassHolderCreditsAnswer) } },
  reservations: { querystring: noQuery, response: { 200: okResponse(ReservationsAnswer) } },
  cancelReservation: { body: CancelReservationBody, response: { 200: okResponse(CancelledAnswer) } },
  rentalProfiles: { querystring: noQuery, response: { 200: okResponse(RentalProfilesAnswer) } },
  createRentalProfile: { body: RentalProfileBody, response: { 200: okResponse(RentalProfilesAnswer) } },
  updateRentalProfile: { params: RentalProfileParams, body: RentalProfileBody, response: { 200: okResponse(RentalProfilesAnswer) } },
  releaseOfLiability: { querystring: noQuery, response: { 200: okResponse(ReleaseOfLiabilityAnswer) } },
  signRelease: { body: SignReleaseBody, response: { 200: okResponse(ReleaseOfLiabilityAnswer) } },
  militaryStatus: { querystring: noQuery, response: { 200: okResponse(MilitaryStatusAnswer) } },
  createMilitaryStatus: { body: MilitaryStatusBody, response: { 200: okResponse(MilitaryStatusAnswer) } },
  verifyMilitaryStatus: { params: MilitaryStatusParams, body: noBody, response: { 200: okResponse(MilitaryStatusAnswer) } },
  cancellationRequests: { querystring: noQuery, response: { 200: okResponse(CancellationRequestsAnswer) } },
  cancellationRequest: { params: RequestIdParams, querystring: noQuery, response: { 200: okResponse(CancellationRequestView) } },
  createCancellationRequest: { body: CancellationRequestBody, response: { 200: okResponse(CancellationRequestView) } },
  onlineExceptions: { querystring: noQuery, response: { 200: okResponse(OnlineExceptionsAnswer) } },
  onlineException: { params: RequestIdParams, querystring: noQuery, response: { 200: okResponse(OnlineExceptionView) } },
  createOnlineException: { body: OnlineExceptionBody, response: { 200: okResponse(OnlineExceptionView) } },
  alerts: { querystring: noQuery, response: { 200: okResponse(AlertsAnswer) } },
  disableAlert: { body: DisableAlertBody, response: { 200: okResponse(AlertsAnswer) } },
  content: { querystring: noQuery, response: { 200: okResponse(AccountContentView) } },
  referralAlert: { body: ReferralCodeAlertBody, response: { 200: okResponse(AlertsAnswer) } },
  subscriberGet: { body: SubscriberGetBody, response: { 200: okResponse(SubscriberView) } },
  subscriberCreate: { body: SubscriberCreateBody, response: { 200: okResponse(SubscriberSignupAnswer) } },
  subscriberUpdate: { body: SubscriberUpdateBody, response: { 200: okResponse(SubscriberView) } },
  emailSignup: { body: EmailSignupBody, response: { 200: okResponse(SubscriberSignupAnswer) } },
  emailSignupConfirm: { body: EmailSignupConfirmBody, response: { 200: okResponse(SubscriberView) } },
} as const;

export type LoginRequest = z.infer<typeof LoginBody>;

/** GET /api/account/photo answers the photo itself, not JSON. */
export const PhotoBytes = z.any().describe("The holder's photo (image/jpeg bytes), not JSON.");

/** This line's HTTP contract, `major.minor`: a breaking change (field removed, type changed, optional made required, enum value removed) bumps the major, an additive one the minor; `npm run test:contracts` holds it to its committed snapshot. */
export const CONTRACT_VERSION = '1.0';
