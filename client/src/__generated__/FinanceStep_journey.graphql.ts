/**
 * @generated SignedSource<<436951135b10ac633cd47940899fee27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CheckoutFinanceMethod = "CASH" | "FINANCE" | "%future added value";
export type RepaymentFrequency = "FORTNIGHT" | "MONTH" | "WEEK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FinanceStep_journey$data = {
  readonly car: {
    readonly financeCalculator: {
      readonly defaults: {
        readonly deposit: number;
        readonly frequency: RepaymentFrequency;
        readonly interestRate: number;
        readonly termYears: number;
      };
      readonly deposit: {
        readonly max: number;
        readonly min: number;
      };
      readonly frequencies: ReadonlyArray<{
        readonly frequency: RepaymentFrequency;
        readonly label: string;
      }>;
      readonly term: {
        readonly options: ReadonlyArray<number>;
      };
    } | null | undefined;
  };
  readonly finance: {
    readonly deposit: number | null | undefined;
    readonly frequency: RepaymentFrequency | null | undefined;
    readonly interestRate: number | null | undefined;
    readonly method: CheckoutFinanceMethod;
    readonly repayment: number | null | undefined;
    readonly termYears: number | null | undefined;
    readonly totalRepayments: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "FinanceStep_journey";
};
export type FinanceStep_journey$key = {
  readonly " $data"?: FinanceStep_journey$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinanceStep_journey">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "frequency",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deposit",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "termYears",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "interestRate",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FinanceStep_journey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Car",
      "kind": "LinkedField",
      "name": "car",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "variant",
              "value": "PAGE"
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
              "concreteType": "TermBounds",
              "kind": "LinkedField",
              "name": "term",
              "plural": false,
              "selections": [
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
              "concreteType": "NumberBounds",
              "kind": "LinkedField",
              "name": "deposit",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "min",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "max",
                  "storageKey": null
                }
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
                (v0/*:: as any*/),
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
              "concreteType": "FinanceCalculatorDefaults",
              "kind": "LinkedField",
              "name": "defaults",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v0/*:: as any*/),
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": "financeCalculator(variant:\"PAGE\")"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckoutFinance",
      "kind": "LinkedField",
      "name": "finance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "method",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v0/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "repayment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalRepayments",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CheckoutJourney",
  "abstractKey": null
};
})();

(node as any).hash = "ef9fa6f3c1649d870d1ed114e04298ec";

export default node;
