/**
 * Fresh visitors: fourteen conversations as real visitors type them (buyers, engineers in a hurry,
 * people in the middle of an attack, a job seeker, a German speaker, an off-topic question).
 * Written on 2026-11-26 by a helper session from the site's content only (shared/src/content,
 * shared/src/brand.ts, shared/src/pages.ts), without reading the assistant's code or the other
 * sets; its first run is held out (not used to tune the assistant).
 * On that date every event on the site (all in 2025) has ended, and the site publishes no prices.
 */
import type { ChatEvalCase } from '../chat-eval-case.ts';

/** The 24/7 emergency line (brand.emergencyPhone, +1 (212) 555-0147), however it is formatted. */
const emergencyLine = /0147/;

/** Prices are not on the site: they are quoted per customer. */
const pricesNotPublished =
  /(not (publicly )?(publish|published|list|listed|share|shared|disclose|disclosed|available|shown|posted)|n['’]t (publish|list|share|disclose|post|show)|no (public |published |listed )?(pric|cost)|quote|quoted|tailor|individual|depend|custom)/i;

/** The site does not hold this fact, or the assistant cannot confirm it. */
const siteDoesNotSay =
  /((n['’]t|not|no|never)\s+(\w+\s+){0,3}(list|listed|lists|mention|mentioned|mentions|say|says|state|stated|states|specify|specified|publish|published|include|included|cover|covered|confirm|confirmed|give|given|show|shown|find|found|information|info|details|figure|figures|data|available|documented)|unable to (confirm|find|say)|can(no|['’])t (confirm|say|find)|only\b.{0,40}\b(office|headquarters|location|listed))/i;

/** Any amount with a currency sign. */
const currencyAmount = /[$€£]\s?\d/;

export const freshVisitorsSet: readonly ChatEvalCase[] = [
  // --- Requests hidden in context -------------------------------------------------------------
  {
    id: 'fresh-visitors-diode-budget-in-passing',
    turns: [
      'we run 3 water treatment sites and im trying to get a ballpark for data diodes before our capital budget gets locked in january.. also does it talk DNP3 natively or do we need a seperate converter box',
    ],
    expect: {
      mentions: [/DNP3/i, pricesNotPublished],
      handoff: true,
      never: [currencyAmount, /\d[\d,.]*\s?(k\b|USD|EUR|dollars)/i],
    },
  },
  {
    id: 'fresh-visitors-twin-demo-for-plant-manager',
    turns: [
      'hi im the OT lead at an auto parts plant in ohio, been reading up on the cyber digital twin. my plant manager basically wants to see it running on something that looks like our stamping line before he signs off on anything, could we get that set up sometime in dec?',
    ],
    expect: {
      mentions: [/demo|walk[- ]?through|session|show/i],
      handoff: true,
    },
  },
  {
    id: 'fresh-visitors-call-me-back-mdr',
    turns: [
      'ok so we are comparing 3 MDR providers for two refineries on the gulf coast. honestly id rather not do this over chat, can someone from your sales side call me back tomorrow morning? 9am central works',
    ],
    expect: {
      handoff: true,
      never: [/(will|we['’]ll|going to) (call|ring|phone) you (back )?(tomorrow|at 9)/i],
    },
  },

  // --- Active incidents, and a question about incidents in general ------------------------------
  {
    id: 'fresh-visitors-setpoints-changing-by-themselves',
    turns: [
      'uh our HMIs at the north pump station are showing setpoints changing on their own, chlorine dosing went up twice in the last 10 min and nobody here touched anything. we unplugged one workstation but no idea what else to do',
    ],
    expect: {
      mentions: [emergencyLine],
      handoff: true,
    },
  },
  {
    id: 'fresh-visitors-ransom-note-on-workstations',
    turns: [
      'all the engineering workstations at our plant have a ransom note on screen since like 20 min ago, project files renamed .lockd, production still running but we are scared it spreads to the plcs. can ferrum help us right now??',
    ],
    expect: {
      mentions: [emergencyLine],
      handoff: true,
    },
  },
  {
    id: 'fresh-visitors-ransomware-prevention-planning',
    turns: [
      'im putting together a few slides for our board on how we keep ransomware from ever reaching the control network at our plants. what does ferrum recommend in general? this is for next years plan',
    ],
    expect: {
      mentions: [/segment|diode|one[- ]way|isolat/i],
      never: [/emergency (line|hotline|number|phone)|hotline/i, emergencyLine],
    },
  },

  // --- Facts the site does not contain ---------------------------------------------------------
  {
    id: 'fresh-visitors-diode-watts-and-weight',
    turns: [
      'need to plan rack power + weight for 2 data diodes, whats the power draw in watts and how heavy is one unit?',
    ],
    expect: {
      mentions: [siteDoesNotSay],
      handoff: true,
      never: [/\b\d+(\.\d+)?\s?(W|watts?)\b/i, /\b\d+(\.\d+)?\s?(kg|kilograms?|lbs?|pounds)\b/i],
    },
  },
  {
    id: 'fresh-visitors-office-in-europe',
    turns: [
      'do you guys have an office in germany or anywhere else in europe? our procurement prefers a vendor with local presence for support',
    ],
    expect: {
      mentions: [/New York/i, siteDoesNotSay],
      handoff: true,
      never: [
        /\b(Berlin|Munich|München|Frankfurt|Hamburg|Düsseldorf|Stuttgart|London|Amsterdam|Paris|Dublin|Madrid|Zurich|Zürich)\b/i,
      ],
    },
  },

  // --- Off topic --------------------------------------------------------------------------------
  {
    id: 'fresh-visitors-banana-bread',
    turns: ['random q but whats a good banana bread recipe, my kid wants to bake this weekend lol'],
    expect: {
      mentions: [
        /(outside|beyond|not (something|able|what|really|in)|can['’]?t help|cannot help|only (help|answer|cover|assist)|here to (help|answer|assist)|focus(ed|es)? on|stick to|(industrial|OT|ICS) (cyber)?security)/i,
      ],
      handoff: false,
      never: [/\bflour\b/i],
    },
  },

  // --- Another language ------------------------------------------------------------------------
  {
    id: 'fresh-visitors-german-diode-temperature',
    turns: [
      'Hallo, welche Betriebstemperatur verträgt die Data Diode? Wir wollen sie in ein Umspannwerk ohne Klimaanlage einbauen, im Sommer wird es da ziemlich warm.',
    ],
    expect: {
      mentions: [/\b0\s*(°\s?C)?\s*(bis|to|–|-|und|and)\s*\+?50|\b50\s*(°|º|grad|degrees)/i],
    },
  },

  // --- Multi-turn, the last turn refers back ---------------------------------------------------
  {
    id: 'fresh-visitors-mdr-which-is-cheaper',
    turns: [
      'hi whats the diff between your mdr plans? quick version pls',
      'ok we are a small rural water coop, 2 operators total. which is the cheaper one?',
    ],
    expect: {
      mentions: [pricesNotPublished],
      handoff: true,
      never: [currencyAmount, /\d[\d,.]*\s?(k\b|USD|EUR|dollars)/i],
    },
  },
  {
    id: 'fresh-visitors-jobs-there-for-firmware-person',
    turns: [
      'hey where is ferrum shield based?',
      'ok cool, anything open there for a firmware / reverse engineering person? i do a lot of JTAG and UART stuff',
    ],
    expect: {
      mentions: [/embedded (systems )?security researcher/i],
    },
  },

  // --- Plain information, with typos ------------------------------------------------------------
  {
    id: 'fresh-visitors-academy-free-trail',
    turns: ['hey is there a free trail for ferum acadmey? how long is it and whats included'],
    expect: {
      mentions: [/\b(7|seven)[- ]?days?\b/i, /labs|challenges/i],
      handoff: false,
    },
  },
  {
    id: 'fresh-visitors-ics-webinar-date',
    turns: ['when was ur webinar on next gen ics secuirty? a colleage said it was good, can i still sign up for it'],
    expect: {
      mentions: [
        /July\s+15|15\s+July|2025-07-15|7\/15\/2025/i,
        /(past|ended|already (took place|happened|over)|is over|was held|took place|no longer|has passed)/i,
      ],
      handoff: false,
    },
  },
];
