/**
 * Services one line provides to the others on the server (architecture: "email goes through one
 * mailer"; household members are travelers in checkout and pass holders for reservations). The
 * account line provides both; other lines only call them, so none reads another's tables.
 * Providers register while plugins load; callers resolve them at request time.
 */

/** A person a booking can be for: the account holder or a member of their household. */
export interface Person {
  /** The account's or household member's id. */
  id: string;
  firstName: string;
  lastName: string;
  /** ISO yyyy-MM-dd, or null when the account has not given one. */
  dateOfBirth: string | null;
  email: string | null;
  /** URL of the stored photo (account photo upload), or null. */
  photoUrl: string | null;
  /** True for the signed-in holder, false for household members. */
  self: boolean;
}

export interface PeopleDirectory {
  /** The account holder, or null for an unknown id. */
  person(userId: string): Promise<Person | null>;
  /** The holder first, then the household members they may book for. */
  household(userId: string): Promise<Person[]>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends (SMTP) or keeps in the outbox; never throws for a delivery failure the buyer cannot act on. */
  send(message: MailMessage): Promise<void>;
}

/** A booking a line keeps for a person (a lift reservation, a lesson, a childcare day, a stay). */
export interface ReservationView {
  /** Unique within its line. */
  id: string;
  line: string;
  /** 'Lift reservation', 'Group lesson', ... */
  kind: string;
  title: string;
  resortName: string;
  /** ISO yyyy-MM-dd; endDate for stays and multi-day bookings. */
  date: string;
  endDate: string | null;
  /** Who it is for. */
  guestName: string;
  status: 'booked' | 'cancelled';
  /** Whether the visitor may cancel it now. */
  cancellable: boolean;
}

/** A line's reservations, listed and cancelled in the account area (spec: "reservations", "cancel pass reservation"). */
export interface ReservationSource {
  line: string;
  list(userId: string): Promise<ReservationView[]>;
  /** Cancels one of the user's own reservations; false when the id is not theirs or not cancellable. */
  cancel(userId: string, id: string): Promise<boolean>;
}

/** An account's saved renters ("rental profile get"), offered in checkout's configure step for rentals. */
export interface RentalProfileDirectory {
  list(userId: string): Promise<import('../rules/rental-profile').RentalProfile[]>;
}

export class LineServices {
  private peopleImpl: PeopleDirectory | null = null;
  private mailerImpl: Mailer | null = null;
  private readonly reservationSources = new Map<string, ReservationSource>();
  private rentalProfilesImpl: RentalProfileDirectory | null = null;

  provideRentalProfiles(directory: RentalProfileDirectory): void {
    this.rentalProfilesImpl = directory;
  }

  /** The saved renters' directory; without the account line, nobody has saved any. */
  get rentalProfiles(): RentalProfileDirectory {
    return this.rentalProfilesImpl ?? { list: async () => [] };
  }

  provideReservations(source: ReservationSource): void {
    this.reservationSources.set(source.line, source);
  }

  /** Every line's reservation source, in registration order. */
  get reservations(): ReservationSource[] {
    return [...this.reservationSources.values()];
  }

  providePeople(people: PeopleDirectory): void {
    this.peopleImpl = people;
  }

  provideMailer(mailer: Mailer): void {
    this.mailerImpl = mailer;
  }

  get people(): PeopleDirectory {
    if (!this.peopleImpl) throw new Error('No line provides the people directory (the account line registers it).');
    return this.peopleImpl;
  }

  get mailer(): Mailer {
    if (!this.mailerImpl) throw new Error('No line provides the mailer (the account line registers it).');
    return this.mailerImpl;
  }
}
