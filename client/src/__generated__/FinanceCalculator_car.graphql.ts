/**
 * @generated SignedSource<<a83a1193b1819b6b684ebd2d68fefa9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarType = "DEMO" | "NEW" | "USED" | "%future added value";
export type RepaymentFrequency = "FORTNIGHT" | "MONTH" | "WEEK" | "%future added value";
export type RepaymentRounding = "DOWN" | "UP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FinanceCalculator_car$data = {
  readonly carType: CarType;
  readonly financeCalculator: {
    readonly defaults: {
      readonly deposit: number;
      readonly frequency: RepaymentFrequency;
      readonly interestRate: number;
      readonly loanAmount: number;
      readonly residual: number;
      readonly termYears: number;
    };
    readonly deposit: {
      readonly max: number;
      readonly min: number;
      readonly step: number;
    };
    readonly disclaimer: string | null | undefined;
    readonly disclaimerCollapseAt: number | null | undefined;
    readonly establishmentFee: number;
    readonly frequencies: ReadonlyArray<{
      readonly frequency: RepaymentFrequency;
      readonly label: string;
    }>;
    readonly interest: {
      readonly locked: boolean;
      readonly max: number;
      readonly min: number;
      readonly step: number;
    };
    readonly lenderName: string | null | undefined;
    readonly loan: {
      readonly max: number;
      readonly min: number;
      readonly step: number;
    };
    readonly openingNote: string | null | undefined;
    readonly residual: {
      readonly max: number;
      readonly min: number;
      readonly step: number;
    };
    readonly rounding: RepaymentRounding;
    readonly term: {
      readonly max: number;
      readonly min: number;
      readonly options: ReadonlyArray<number>;
      readonly step: number;
    };
  } | null | undefined;
  readonly financeEnquiryPath: string;
  readonly financeEstimate: {
    readonly comparisonRate: number;
    readonly comparisonRateRange: {
      readonly max: number;
      readonly min: number;
    } | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly internalId: string;
  readonly slug: string;
  readonly " $fragmentType": "FinanceCalculator_car";
};
export type FinanceCalculator_car$key = {
  readonly " $data"?: FinanceCalculator_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinanceCalculator_car">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "min",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "max",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "step",
  "storageKey": null
},
v3 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "frequency",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FinanceCalculator_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "financeEnquiryPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "variant",
          "value": "SIDEBAR"
        }
      ],
      "concreteType": "FinanceCalculator",
      "kind": "LinkedField",
      "name": "financeCalculator",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "NumberBounds",
          "kind": "LinkedField",
          "name": "loan",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TermBounds",
          "kind": "LinkedField",
          "name": "term",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "options",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InterestBounds",
          "kind": "LinkedField",
          "name": "interest",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "locked",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "NumberBounds",
          "kind": "LinkedField",
          "name": "deposit",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "NumberBounds",
          "kind": "LinkedField",
          "name": "residual",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FinanceCalculatorDefaults",
          "kind": "LinkedField",
          "name": "defaults",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "loanAmount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "termYears",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "interestRate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "deposit",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "residual",
              "storageKey": null
            },
            (v4/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RepaymentFrequencyOption",
          "kind": "LinkedField",
          "name": "frequencies",
          "plural": true,
          "selections": [
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rounding",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "establishmentFee",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lenderName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disclaimer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disclaimerCollapseAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openingNote",
          "storageKey": null
        }
      ],
      "storageKey": "financeCalculator(variant:\"SIDEBAR\")"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FinanceQuote",
      "kind": "LinkedField",
      "name": "financeEstimate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comparisonRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RateRange",
          "kind": "LinkedField",
          "name": "comparisonRateRange",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};
})();

(node as any).hash = "68f967fa04c3847fd187c14581aeb37a";

export default node;
