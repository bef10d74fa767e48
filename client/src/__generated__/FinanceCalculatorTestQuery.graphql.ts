/**
 * @generated SignedSource<<196e3ff37350f687016d93e3506dc68c>>
 * @relayHash 8d878f0d5c7a3e9acc493d1bed918c21
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f0d8a70dd75f5190f92a55a25ead6779e7b356149c25ac06c7906ccfa22c6b7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FinanceCalculatorTestQuery$variables = Record<PropertyKey, never>;
export type FinanceCalculatorTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"FinanceCalculator_car">;
  } | null | undefined;
};
export type FinanceCalculatorTestQuery = {
  response: FinanceCalculatorTestQuery$data;
  variables: FinanceCalculatorTestQuery$variables;
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
  "type": "Float"
},
v7 = {
  "enumValues": [
    "FORTNIGHT",
    "MONTH",
    "WEEK"
  ],
  "nullable": false,
  "plural": false,
  "type": "RepaymentFrequency"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "NumberBounds"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FinanceCalculatorTestQuery",
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
    "name": "FinanceCalculatorTestQuery",
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
    "id": "7f0d8a70dd75f5190f92a55a25ead6779e7b356149c25ac06c7906ccfa22c6b7",
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
        "car.financeCalculator.defaults": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "FinanceCalculatorDefaults"
        },
        "car.financeCalculator.defaults.deposit": (v6/*:: as any*/),
        "car.financeCalculator.defaults.frequency": (v7/*:: as any*/),
        "car.financeCalculator.defaults.interestRate": (v6/*:: as any*/),
        "car.financeCalculator.defaults.loanAmount": (v6/*:: as any*/),
        "car.financeCalculator.defaults.residual": (v6/*:: as any*/),
        "car.financeCalculator.defaults.termYears": (v6/*:: as any*/),
        "car.financeCalculator.deposit": (v8/*:: as any*/),
        "car.financeCalculator.deposit.max": (v6/*:: as any*/),
        "car.financeCalculator.deposit.min": (v6/*:: as any*/),
        "car.financeCalculator.deposit.step": (v6/*:: as any*/),
        "car.financeCalculator.disclaimer": (v9/*:: as any*/),
        "car.financeCalculator.disclaimerCollapseAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "car.financeCalculator.establishmentFee": (v6/*:: as any*/),
        "car.financeCalculator.frequencies": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RepaymentFrequencyOption"
        },
        "car.financeCalculator.frequencies.frequency": (v7/*:: as any*/),
        "car.financeCalculator.frequencies.label": (v10/*:: as any*/),
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
        "car.financeCalculator.interest.max": (v6/*:: as any*/),
        "car.financeCalculator.interest.min": (v6/*:: as any*/),
        "car.financeCalculator.interest.step": (v6/*:: as any*/),
        "car.financeCalculator.lenderName": (v9/*:: as any*/),
        "car.financeCalculator.loan": (v8/*:: as any*/),
        "car.financeCalculator.loan.max": (v6/*:: as any*/),
        "car.financeCalculator.loan.min": (v6/*:: as any*/),
        "car.financeCalculator.loan.step": (v6/*:: as any*/),
        "car.financeCalculator.openingNote": (v9/*:: as any*/),
        "car.financeCalculator.residual": (v8/*:: as any*/),
        "car.financeCalculator.residual.max": (v6/*:: as any*/),
        "car.financeCalculator.residual.min": (v6/*:: as any*/),
        "car.financeCalculator.residual.step": (v6/*:: as any*/),
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
        "car.financeCalculator.term.max": (v6/*:: as any*/),
        "car.financeCalculator.term.min": (v6/*:: as any*/),
        "car.financeCalculator.term.options": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Float"
        },
        "car.financeCalculator.term.step": (v6/*:: as any*/),
        "car.financeEnquiryPath": (v10/*:: as any*/),
        "car.financeEstimate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceQuote"
        },
        "car.financeEstimate.comparisonRate": (v6/*:: as any*/),
        "car.financeEstimate.comparisonRateRange": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RateRange"
        },
        "car.financeEstimate.comparisonRateRange.max": (v6/*:: as any*/),
        "car.financeEstimate.comparisonRateRange.min": (v6/*:: as any*/),
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.internalId": (v10/*:: as any*/),
        "car.slug": (v10/*:: as any*/)
      }
    },
    "name": "FinanceCalculatorTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ac04ff32f12699b86b8f12840b72a0d3";

export default node;
