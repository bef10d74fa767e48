/**
 * @generated SignedSource<<6f9cf63fd288481da1329d2f25698f14>>
 * @relayHash b598cec7e08c7c8876095807d3a6729f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a12e14313282e5dad57a64e65e1ab515f47e3d2847ff326a64447a409d200824

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type GetFinanceLinkTestQuery$variables = Record<PropertyKey, never>;
export type GetFinanceLinkTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"FinanceCalculator_car" | "GetFinanceLink_car">;
  } | null | undefined;
};
export type GetFinanceLinkTestQuery = {
  response: GetFinanceLinkTestQuery$data;
  variables: GetFinanceLinkTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2021-toyota-hilux-sr5"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "min",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "max",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "step",
  "storageKey": null
},
v4 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "frequency",
  "storageKey": null
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v8 = {
  "enumValues": [
    "FORTNIGHT",
    "MONTH",
    "WEEK"
  ],
  "nullable": false,
  "plural": false,
  "type": "RepaymentFrequency"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "NumberBounds"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GetFinanceLinkTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GetFinanceLink_car"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FinanceCalculator_car"
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GetFinanceLinkTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
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
            "name": "price",
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
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "NumberBounds",
                "kind": "LinkedField",
                "name": "loan",
                "plural": false,
                "selections": (v4/*:: as any*/),
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "NumberBounds",
                "kind": "LinkedField",
                "name": "residual",
                "plural": false,
                "selections": (v4/*:: as any*/),
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
                  (v5/*:: as any*/)
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
                  (v5/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      }
    ]
  },
  "params": {
    "id": "a12e14313282e5dad57a64e65e1ab515f47e3d2847ff326a64447a409d200824",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.carType": {
          "enumValues": [
            "DEMO",
            "NEW",
            "USED"
          ],
          "nullable": false,
          "plural": false,
          "type": "CarType"
        },
        "car.financeCalculator": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceCalculator"
        },
        "car.financeCalculator.__typename": (v6/*:: as any*/),
        "car.financeCalculator.defaults": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "FinanceCalculatorDefaults"
        },
        "car.financeCalculator.defaults.deposit": (v7/*:: as any*/),
        "car.financeCalculator.defaults.frequency": (v8/*:: as any*/),
        "car.financeCalculator.defaults.interestRate": (v7/*:: as any*/),
        "car.financeCalculator.defaults.loanAmount": (v7/*:: as any*/),
        "car.financeCalculator.defaults.residual": (v7/*:: as any*/),
        "car.financeCalculator.defaults.termYears": (v7/*:: as any*/),
        "car.financeCalculator.deposit": (v9/*:: as any*/),
        "car.financeCalculator.deposit.max": (v7/*:: as any*/),
        "car.financeCalculator.deposit.min": (v7/*:: as any*/),
        "car.financeCalculator.deposit.step": (v7/*:: as any*/),
        "car.financeCalculator.disclaimer": (v10/*:: as any*/),
        "car.financeCalculator.disclaimerCollapseAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "car.financeCalculator.establishmentFee": (v7/*:: as any*/),
        "car.financeCalculator.frequencies": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RepaymentFrequencyOption"
        },
        "car.financeCalculator.frequencies.frequency": (v8/*:: as any*/),
        "car.financeCalculator.frequencies.label": (v6/*:: as any*/),
        "car.financeCalculator.interest": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "InterestBounds"
        },
        "car.financeCalculator.interest.locked": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "car.financeCalculator.interest.max": (v7/*:: as any*/),
        "car.financeCalculator.interest.min": (v7/*:: as any*/),
        "car.financeCalculator.interest.step": (v7/*:: as any*/),
        "car.financeCalculator.lenderName": (v10/*:: as any*/),
        "car.financeCalculator.loan": (v9/*:: as any*/),
        "car.financeCalculator.loan.max": (v7/*:: as any*/),
        "car.financeCalculator.loan.min": (v7/*:: as any*/),
        "car.financeCalculator.loan.step": (v7/*:: as any*/),
        "car.financeCalculator.openingNote": (v10/*:: as any*/),
        "car.financeCalculator.residual": (v9/*:: as any*/),
        "car.financeCalculator.residual.max": (v7/*:: as any*/),
        "car.financeCalculator.residual.min": (v7/*:: as any*/),
        "car.financeCalculator.residual.step": (v7/*:: as any*/),
        "car.financeCalculator.rounding": {
          "enumValues": [
            "DOWN",
            "UP"
          ],
          "nullable": false,
          "plural": false,
          "type": "RepaymentRounding"
        },
        "car.financeCalculator.term": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "TermBounds"
        },
        "car.financeCalculator.term.max": (v7/*:: as any*/),
        "car.financeCalculator.term.min": (v7/*:: as any*/),
        "car.financeCalculator.term.options": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Float"
        },
        "car.financeCalculator.term.step": (v7/*:: as any*/),
        "car.financeEnquiryPath": (v6/*:: as any*/),
        "car.financeEstimate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceQuote"
        },
        "car.financeEstimate.comparisonRate": (v7/*:: as any*/),
        "car.financeEstimate.comparisonRateRange": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RateRange"
        },
        "car.financeEstimate.comparisonRateRange.max": (v7/*:: as any*/),
        "car.financeEstimate.comparisonRateRange.min": (v7/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.internalId": (v6/*:: as any*/),
        "car.price": (v7/*:: as any*/),
        "car.slug": (v6/*:: as any*/)
      }
    },
    "name": "GetFinanceLinkTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6ffd1ec25548bd175cc45348915c9685";

export default node;
