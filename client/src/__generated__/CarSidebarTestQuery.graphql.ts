/**
 * @generated SignedSource<<193a242b2c86232696849ceed80ae74a>>
 * @relayHash 1b7ca20c52526ad1fc41af17f1af850e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bce2cb7ac0a33b454a38a2890f6db864ba0c6603328bf1fbc5106e5a696e098e

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
  "name": "label",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "min",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "max",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "step",
  "storageKey": null
},
v7 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "frequency",
  "storageKey": null
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v13 = {
  "enumValues": [
    "FORTNIGHT",
    "MONTH",
    "WEEK"
  ],
  "nullable": false,
  "plural": false,
  "type": "RepaymentFrequency"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "NumberBounds"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v16 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v17 = {
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "wasAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priceType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cashText",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cashWasAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cashPriceType",
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
              (v2/*:: as any*/)
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
            "kind": "ScalarField",
            "name": "dealershipSlug",
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
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
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
            "name": "internalId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reservePath",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "buyOnlinePath",
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
                "selections": (v7/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "NumberBounds",
                "kind": "LinkedField",
                "name": "residual",
                "plural": false,
                "selections": (v7/*:: as any*/),
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
                  (v8/*:: as any*/)
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
                  (v8/*:: as any*/),
                  (v2/*:: as any*/)
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
            "name": "available",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inWatchlist",
            "storageKey": null
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
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
                "name": "watchlist",
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
    "id": "bce2cb7ac0a33b454a38a2890f6db864ba0c6603328bf1fbc5106e5a696e098e",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.available": (v9/*:: as any*/),
        "car.body": (v10/*:: as any*/),
        "car.buyOnlinePath": (v10/*:: as any*/),
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
        "car.dealerPhone": (v10/*:: as any*/),
        "car.dealershipSlug": (v11/*:: as any*/),
        "car.financeCalculator": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceCalculator"
        },
        "car.financeCalculator.__typename": (v11/*:: as any*/),
        "car.financeCalculator.defaults": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "FinanceCalculatorDefaults"
        },
        "car.financeCalculator.defaults.deposit": (v12/*:: as any*/),
        "car.financeCalculator.defaults.frequency": (v13/*:: as any*/),
        "car.financeCalculator.defaults.interestRate": (v12/*:: as any*/),
        "car.financeCalculator.defaults.loanAmount": (v12/*:: as any*/),
        "car.financeCalculator.defaults.residual": (v12/*:: as any*/),
        "car.financeCalculator.defaults.termYears": (v12/*:: as any*/),
        "car.financeCalculator.deposit": (v14/*:: as any*/),
        "car.financeCalculator.deposit.max": (v12/*:: as any*/),
        "car.financeCalculator.deposit.min": (v12/*:: as any*/),
        "car.financeCalculator.deposit.step": (v12/*:: as any*/),
        "car.financeCalculator.disclaimer": (v10/*:: as any*/),
        "car.financeCalculator.disclaimerCollapseAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "car.financeCalculator.establishmentFee": (v12/*:: as any*/),
        "car.financeCalculator.frequencies": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RepaymentFrequencyOption"
        },
        "car.financeCalculator.frequencies.frequency": (v13/*:: as any*/),
        "car.financeCalculator.frequencies.label": (v11/*:: as any*/),
        "car.financeCalculator.interest": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "InterestBounds"
        },
        "car.financeCalculator.interest.locked": (v9/*:: as any*/),
        "car.financeCalculator.interest.max": (v12/*:: as any*/),
        "car.financeCalculator.interest.min": (v12/*:: as any*/),
        "car.financeCalculator.interest.step": (v12/*:: as any*/),
        "car.financeCalculator.lenderName": (v10/*:: as any*/),
        "car.financeCalculator.loan": (v14/*:: as any*/),
        "car.financeCalculator.loan.max": (v12/*:: as any*/),
        "car.financeCalculator.loan.min": (v12/*:: as any*/),
        "car.financeCalculator.loan.step": (v12/*:: as any*/),
        "car.financeCalculator.openingNote": (v10/*:: as any*/),
        "car.financeCalculator.residual": (v14/*:: as any*/),
        "car.financeCalculator.residual.max": (v12/*:: as any*/),
        "car.financeCalculator.residual.min": (v12/*:: as any*/),
        "car.financeCalculator.residual.step": (v12/*:: as any*/),
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
        "car.financeCalculator.term.max": (v12/*:: as any*/),
        "car.financeCalculator.term.min": (v12/*:: as any*/),
        "car.financeCalculator.term.options": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Float"
        },
        "car.financeCalculator.term.step": (v12/*:: as any*/),
        "car.financeEnquiryPath": (v11/*:: as any*/),
        "car.financeEstimate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FinanceQuote"
        },
        "car.financeEstimate.comparisonRate": (v12/*:: as any*/),
        "car.financeEstimate.comparisonRateRange": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RateRange"
        },
        "car.financeEstimate.comparisonRateRange.max": (v12/*:: as any*/),
        "car.financeEstimate.comparisonRateRange.min": (v12/*:: as any*/),
        "car.fuel": (v10/*:: as any*/),
        "car.historyReportUrl": (v10/*:: as any*/),
        "car.id": (v15/*:: as any*/),
        "car.inWatchlist": (v9/*:: as any*/),
        "car.internalId": (v11/*:: as any*/),
        "car.km": (v16/*:: as any*/),
        "car.location": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Location"
        },
        "car.location.id": (v15/*:: as any*/),
        "car.location.name": (v11/*:: as any*/),
        "car.marketPriceBadge": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "MarketPriceBadge"
        },
        "car.marketPriceBadge.averageMarketPrice": (v12/*:: as any*/),
        "car.marketPriceBadge.belowAverageBy": (v12/*:: as any*/),
        "car.marketPriceBadge.label": (v11/*:: as any*/),
        "car.name": (v11/*:: as any*/),
        "car.path": (v11/*:: as any*/),
        "car.price": (v12/*:: as any*/),
        "car.priceDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceDisplay"
        },
        "car.priceDisplay.amount": (v17/*:: as any*/),
        "car.priceDisplay.cashPriceType": (v10/*:: as any*/),
        "car.priceDisplay.cashText": (v10/*:: as any*/),
        "car.priceDisplay.cashWasAmount": (v17/*:: as any*/),
        "car.priceDisplay.priceType": (v10/*:: as any*/),
        "car.priceDisplay.text": (v11/*:: as any*/),
        "car.priceDisplay.wasAmount": (v17/*:: as any*/),
        "car.reservePath": (v10/*:: as any*/),
        "car.slug": (v11/*:: as any*/),
        "car.transmission": (v10/*:: as any*/),
        "car.views": (v16/*:: as any*/),
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
        "site.features.finance": (v9/*:: as any*/),
        "site.features.print": (v9/*:: as any*/),
        "site.features.printAsPdf": (v9/*:: as any*/),
        "site.features.share": (v9/*:: as any*/),
        "site.features.tradeIn": (v9/*:: as any*/),
        "site.features.watchlist": (v9/*:: as any*/),
        "site.labels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteLabels"
        },
        "site.labels.callButton": (v11/*:: as any*/),
        "site.labels.enquiryButton": (v11/*:: as any*/),
        "site.labels.reserveButton": (v11/*:: as any*/),
        "site.labels.tradeInButton": (v11/*:: as any*/)
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
