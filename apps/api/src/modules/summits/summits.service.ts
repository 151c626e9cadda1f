import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type ProductVariant,
  type RegistrationType,
  type Summit,
  type SummitDetail,
  type SummitPassType,
  type SummitRegistration,
  type SummitSponsorType,
  SummitsText,
} from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';
import {
  type PassRow,
  type RegisterOutcome,
  type RegistrationRow,
  type SessionRow,
  type SpeakerRow,
  type SponsorRow,
  type SummitRow,
  SummitsRepository,
} from './summits.repository';

const toRegistration = (r: RegistrationRow): SummitRegistration => ({
  summitId: r.summit_id,
  eventCode: r.event_code,
  title: r.title,
  registrationType: r.registration_type as RegistrationType,
  passType: r.pass_type as SummitPassType,
  passName: r.pass_name,
  registeredAt: r.registered_at.toISOString(),
});

const toSummit = (r: SummitRow): Summit => ({
  id: r.id,
  eventCode: r.event_code,
  productVariant: r.product_variant as ProductVariant,
  registrationType: r.registration_type as RegistrationType,
  title: r.title,
  tagline: r.tagline,
  description: r.description,
  venue: r.venue,
  city: r.city,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at.toISOString(),
  registrationOpen: r.registration_open,
  timeZone: r.time_zone,
  // The viewer's registration came with the edition (a left join): the pass columns are set whenever it is.
  registration: r.registered_at
    ? toRegistration({ ...r, summit_id: r.id, pass_type: r.pass_type!, pass_name: r.pass_name!, registered_at: r.registered_at })
    : null,
});

const toPass = (p: PassRow) => ({
  type: p.type as SummitPassType,
  name: p.name,
  description: p.description,
  priceCents: p.price_cents,
  currency: p.currency,
  quota: p.quota,
  remaining: p.quota === null ? null : Math.max(p.quota - p.sold, 0),
});

const toSponsor = (s: SponsorRow) => ({ ...s, tier: s.tier as SummitSponsorType });

const toSpeaker = ({ member_id, ...s }: SpeakerRow) => ({ ...s, memberId: member_id });

const toSession = (s: SessionRow) => ({
  eventId: s.event_id,
  title: s.title,
  startsAt: s.starts_at.toISOString(),
  endsAt: s.ends_at.toISOString(),
  venue: s.venue,
  track: s.track,
  speakerIds: s.speaker_ids,
});

/** Each refusal of register_for_summit, as the error the member gets. */
const refusals: Record<Exclude<RegisterOutcome, 'registered'>, () => AppError> = {
  no_summit: () => AppError.notFound(SummitsText.summitNotFound),
  closed: () => new AppError(ErrorCode.SummitRegistrationClosed, SummitsText.registrationClosed),
  no_pass: () => AppError.invalid('passType', SummitsText.passNotOffered),
  already: () => new AppError(ErrorCode.SummitAlreadyRegistered, SummitsText.alreadyRegistered),
  sold_out: () => new AppError(ErrorCode.SummitPassSoldOut, SummitsText.passSoldOut),
};

/** Summits: every signed-in member reads them; a member registers themself (the route table's `self`). */
@Injectable()
export class SummitsService {
  constructor(private readonly repository: SummitsRepository) {}

  async list(viewerId: string): Promise<Summit[]> {
    return (await this.repository.summits(viewerId)).map(toSummit);
  }

  async get(viewerId: string, eventCode: string): Promise<SummitDetail> {
    const summit = await this.repository.summit(viewerId, eventCode);
    if (!summit) throw AppError.notFound(SummitsText.summitNotFound);
    const [passes, sponsors, speakers, programme] = await Promise.all([
      this.repository.passes(summit.id),
      this.repository.sponsors(summit.id),
      this.repository.speakers(summit.id),
      this.repository.programme(summit.id),
    ]);
    return {
      ...toSummit(summit),
      passes: passes.map(toPass),
      sponsors: sponsors.map(toSponsor),
      speakers: speakers.map(toSpeaker),
      programme: programme.map(toSession),
    };
  }

  /** The registration type names the edition; the member is registered once, with one of its passes. */
  async register(userId: string, registrationType: RegistrationType, passType: SummitPassType): Promise<SummitRegistration> {
    const outcome = await this.repository.register(userId, registrationType, passType);
    if (outcome !== 'registered') throw refusals[outcome]();
    const registration = await this.repository.registration(userId, registrationType);
    return toRegistration(registration!);
  }

  async registrations(userId: string): Promise<SummitRegistration[]> {
    return (await this.repository.registrations(userId)).map(toRegistration);
  }
}
