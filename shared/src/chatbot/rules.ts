import { copy } from '../copy';

export type ChatRuleId = keyof typeof copy.chatbot.answers;

export interface ChatRule {
  id: ChatRuleId;
  /** 5 to 10: a matched keyword of a higher-priority rule weighs more. */
  priority: number;
  /** Whole words or phrases, lower case, matched in the normalised question. */
  keywords: readonly string[];
}

/** The ten canned topics. On a tie the higher priority wins, then the rule listed first. */
export const chatRules: readonly ChatRule[] = [
  {
    id: 'fees',
    priority: 10,
    keywords: [
      'fee',
      'fees',
      'cost',
      'costs',
      'price',
      'pricing',
      'how much',
      'charge',
      'pay',
      'expensive',
      'money back',
    ],
  },
  {
    id: 'contact',
    priority: 9,
    keywords: ['contact', 'human', 'person', 'agent', 'talk', 'speak', 'email', 'phone', 'call', 'support', 'someone'],
  },
  {
    id: 'timing',
    priority: 8,
    keywords: ['how long', 'take', 'takes', 'time', 'timeline', 'weeks', 'wait', 'when', 'fast', 'soon'],
  },
  {
    id: 'form1042s',
    priority: 8,
    keywords: ['1042', '1042 s', '1042s', 'casino form', 'tax form', 'lost', 'missing', 'reissue'],
  },
  {
    id: 'itin',
    priority: 7,
    keywords: ['itin', 'taxpayer identification', 'identification number', 'w 7', 'w7'],
  },
  {
    id: 'documents',
    priority: 7,
    keywords: ['document', 'documents', 'need', 'paperwork', 'id', 'passport', 'upload', 'required', 'bring'],
  },
  {
    id: 'eligibility',
    priority: 6,
    keywords: ['eligible', 'eligibility', 'qualify', 'who', 'canadian', 'canada', 'resident', 'non resident'],
  },
  {
    id: 'priorYears',
    priority: 6,
    keywords: ['how far back', 'year', 'years', 'prior', 'previous', 'past', 'deadline', 'old', 'last year'],
  },
  {
    id: 'payout',
    priority: 6,
    keywords: ['cheque', 'check', 'deposit', 'bank', 'payout', 'receive', 'mail', 'mailed', 'paid out'],
  },
  {
    id: 'security',
    priority: 5,
    keywords: ['secure', 'security', 'safe', 'data', 'privacy', 'private', 'encrypt', 'encrypted', 'protect'],
  },
];
