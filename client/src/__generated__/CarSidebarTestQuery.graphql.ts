/**
 * @generated SignedSource<<cea1648302996529c9890d1eb3aa684c>>
 * @relayHash 5be40684e7b83642c745653ee2576bcf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1057c5e633197b47f3f492ae39f5fb0a41610d30c3881ccd29ef7763d396c2f9

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarSidebarTestQuery$variables = Record<PropertyKey, never>;
export type CarSidebarTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarSidebar_car">;
  } | null | undefined;
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"CarSidebar_site">;
  };
};
export type CarSidebarTestQuery = {
  response: CarSidebarTestQuery$data;
  variables: CarSidebarTestQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wasAmount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceType",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "min",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "max",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "step",
  "storageKey": null
},
v10 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "frequency",
  "storageKey": null
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v16 = {
  "enumValues": [
    "FORTNIGHT",
    "MONTH",
    "WEEK"
  ],
  "nullable": false,
  "plural": false,
  "type": "RepaymentFrequency"
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "NumberBounds"
},
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v19 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v20 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CarSidebarTestQuery",
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
            "name": "CarSidebar_car"
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarSidebar_site"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CarSidebarTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PriceDisplay",
            "kind": "LinkedField",
            "name": "priceDisplay",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              },
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CashPrice",
                "kind": "LinkedField",
                "name": "cashPrice",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MarketPriceBadge",
            "kind": "LinkedField",
            "name": "marketPriceBadge",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "averageMarketPrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "belowAverageBy",
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "km",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transmission",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fuel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "views",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "location",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dealerPhone",
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
            "name": "internalId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canReserve",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "historyReportUrl",
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
                "selections": (v10/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
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
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "NumberBounds",
                "kind": "LinkedField",
                "name": "residual",
                "plural": false,
                "selections": (v10/*:: as any*/),
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
                  (v11/*:: as any*/)
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
                  (v11/*:: as any*/),
                  (v5/*:: as any*/)
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
            "name": "path",
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteContact",
            "kind": "LinkedField",
            "name": "contact",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phoneReveal",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteLabels",
            "kind": "LinkedField",
            "name": "labels",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "callButton",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tradeInButton",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reserveButton",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enquiryButton",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteFeatures",
            "kind": "LinkedField",
            "name": "features",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "finance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tradeIn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "share",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "print",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "printAsPdf",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1057c5e633197b47f3f492ae39f5fb0a41610d30c3881ccd29ef7763d396c2f9",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.body": (v12/*:: as any*/),
        "car.canReserve": (v13/*:: as any*/),
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
        "car.dealerPhone": (v12/*:: as any*/),
        "car.financeCalculator": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceCalculator"
        },
        "car.financeCalculator.__typename": (v14/*:: as any*/),
        "car.financeCalculator.defaults": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "FinanceCalculatorDefaults"
        },
        "car.financeCalculator.defaults.deposit": (v15/*:: as any*/),
        "car.financeCalculator.defaults.frequency": (v16/*:: as any*/),
        "car.financeCalculator.defaults.interestRate": (v15/*:: as any*/),
        "car.financeCalculator.defaults.loanAmount": (v15/*:: as any*/),
        "car.financeCalculator.defaults.residual": (v15/*:: as any*/),
        "car.financeCalculator.defaults.termYears": (v15/*:: as any*/),
        "car.financeCalculator.deposit": (v17/*:: as any*/),
        "car.financeCalculator.deposit.max": (v15/*:: as any*/),
        "car.financeCalculator.deposit.min": (v15/*:: as any*/),
        "car.financeCalculator.deposit.step": (v15/*:: as any*/),
        "car.financeCalculator.disclaimer": (v12/*:: as any*/),
        "car.financeCalculator.disclaimerCollapseAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "car.financeCalculator.establishmentFee": (v15/*:: as any*/),
        "car.financeCalculator.frequencies": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RepaymentFrequencyOption"
        },
        "car.financeCalculator.frequencies.frequency": (v16/*:: as any*/),
        "car.financeCalculator.frequencies.label": (v14/*:: as any*/),
        "car.financeCalculator.interest": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "InterestBounds"
        },
        "car.financeCalculator.interest.locked": (v13/*:: as any*/),
        "car.financeCalculator.interest.max": (v15/*:: as any*/),
        "car.financeCalculator.interest.min": (v15/*:: as any*/),
        "car.financeCalculator.interest.step": (v15/*:: as any*/),
        "car.financeCalculator.lenderName": (v12/*:: as any*/),
        "car.financeCalculator.loan": (v17/*:: as any*/),
        "car.financeCalculator.loan.max": (v15/*:: as any*/),
        "car.financeCalculator.loan.min": (v15/*:: as any*/),
        "car.financeCalculator.loan.step": (v15/*:: as any*/),
        "car.financeCalculator.openingNote": (v12/*:: as any*/),
        "car.financeCalculator.residual": (v17/*:: as any*/),
        "car.financeCalculator.residual.max": (v15/*:: as any*/),
        "car.financeCalculator.residual.min": (v15/*:: as any*/),
        "car.financeCalculator.residual.step": (v15/*:: as any*/),
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
        "car.financeCalculator.term.max": (v15/*:: as any*/),
        "car.financeCalculator.term.min": (v15/*:: as any*/),
        "car.financeCalculator.term.options": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Float"
        },
        "car.financeCalculator.term.step": (v15/*:: as any*/),
        "car.financeEstimate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceQuote"
        },
        "car.financeEstimate.comparisonRate": (v15/*:: as any*/),
        "car.financeEstimate.comparisonRateRange": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RateRange"
        },
        "car.financeEstimate.comparisonRateRange.max": (v15/*:: as any*/),
        "car.financeEstimate.comparisonRateRange.min": (v15/*:: as any*/),
        "car.fuel": (v12/*:: as any*/),
        "car.historyReportUrl": (v12/*:: as any*/),
        "car.id": (v18/*:: as any*/),
        "car.internalId": (v14/*:: as any*/),
        "car.km": (v19/*:: as any*/),
        "car.location": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Location"
        },
        "car.location.id": (v18/*:: as any*/),
        "car.location.name": (v14/*:: as any*/),
        "car.marketPriceBadge": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "MarketPriceBadge"
        },
        "car.marketPriceBadge.averageMarketPrice": (v15/*:: as any*/),
        "car.marketPriceBadge.belowAverageBy": (v15/*:: as any*/),
        "car.marketPriceBadge.label": (v14/*:: as any*/),
        "car.name": (v14/*:: as any*/),
        "car.path": (v14/*:: as any*/),
        "car.price": (v15/*:: as any*/),
        "car.priceDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceDisplay"
        },
        "car.priceDisplay.amount": (v20/*:: as any*/),
        "car.priceDisplay.cashPrice": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CashPrice"
        },
        "car.priceDisplay.cashPrice.priceType": (v12/*:: as any*/),
        "car.priceDisplay.cashPrice.text": (v14/*:: as any*/),
        "car.priceDisplay.cashPrice.wasAmount": (v20/*:: as any*/),
        "car.priceDisplay.priceType": (v12/*:: as any*/),
        "car.priceDisplay.text": (v14/*:: as any*/),
        "car.priceDisplay.wasAmount": (v20/*:: as any*/),
        "car.slug": (v14/*:: as any*/),
        "car.transmission": (v12/*:: as any*/),
        "car.views": (v19/*:: as any*/),
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.contact": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteContact"
        },
        "site.contact.phoneReveal": {
          "enumValues": [
            "IMMEDIATE",
            "MASKED"
          ],
          "nullable": false,
          "plural": false,
          "type": "PhoneReveal"
        },
        "site.features": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteFeatures"
        },
        "site.features.finance": (v13/*:: as any*/),
        "site.features.print": (v13/*:: as any*/),
        "site.features.printAsPdf": (v13/*:: as any*/),
        "site.features.share": (v13/*:: as any*/),
        "site.features.tradeIn": (v13/*:: as any*/),
        "site.labels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteLabels"
        },
        "site.labels.callButton": (v14/*:: as any*/),
        "site.labels.enquiryButton": (v14/*:: as any*/),
        "site.labels.reserveButton": (v14/*:: as any*/),
        "site.labels.tradeInButton": (v14/*:: as any*/)
      }
    },
    "name": "CarSidebarTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f2c0183ae2efd0d8f4e8a196f6c66716";

export default node;
