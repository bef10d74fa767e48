/**
 * @generated SignedSource<<b4992143bc7cab59bbae8b48bf40a90e>>
 * @relayHash 43b238850fcb8fd3269433613ff7079d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b786e4db27344a95feaa7599d1c984a765407f0106df40451ed27e61204685b0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInPageQuery$variables = {
  carId: string;
  withCar: boolean;
};
export type TradeInPageQuery$data = {
  readonly carByInternalId?: {
    readonly internalId: string;
    readonly name: string;
    readonly path: string;
  } | null | undefined;
  readonly site: {
    readonly labels: {
      readonly tradeInButton: string;
      readonly vehicleType: string;
    };
    readonly leadForm: {
      readonly " $fragmentSpreads": FragmentRefs<"TradeInLeadFlow_settings">;
    };
    readonly name: string;
    readonly slug: string;
    readonly tradeIn: {
      readonly " $fragmentSpreads": FragmentRefs<"TradeInFaq_tradeIn" | "TradeInLeadFlow_tradeIn">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"TradeInContactBlock_site" | "TradeInLeadFlow_site">;
  };
};
export type TradeInPageQuery = {
  response: TradeInPageQuery$data;
  variables: TradeInPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "carId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withCar"
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
  "name": "slug",
  "storageKey": null
},
v3 = {
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
      "name": "vehicleType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tradeInButton",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "form",
    "value": "TRADE_IN"
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "internalId",
    "variableName": "carId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TradeInPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TradeInLeadFlow_site"
          },
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "LeadFormSettings",
            "kind": "LinkedField",
            "name": "leadForm",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TradeInLeadFlow_settings"
              }
            ],
            "storageKey": "leadForm(form:\"TRADE_IN\")"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TradeInSettings",
            "kind": "LinkedField",
            "name": "tradeIn",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TradeInLeadFlow_tradeIn"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TradeInFaq_tradeIn"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TradeInContactBlock_site"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withCar",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "Car",
            "kind": "LinkedField",
            "name": "carByInternalId",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v1/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TradeInPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "LeadFormSettings",
            "kind": "LinkedField",
            "name": "leadForm",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "messageOptional",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showPreferredDealership",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadDealership",
                "kind": "LinkedField",
                "name": "dealerships",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showLocationSelect",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadLocation",
                "kind": "LinkedField",
                "name": "locations",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LeadOpeningHours",
                    "kind": "LinkedField",
                    "name": "openingHours",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "weekday",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "open",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "close",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "termsRequired",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "termsUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "categories",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "careersCategory",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LeadCheckOption",
                "kind": "LinkedField",
                "name": "checkOptions",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "checkOptionsAsRadio",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "today",
                "storageKey": null
              }
            ],
            "storageKey": "leadForm(form:\"TRADE_IN\")"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TradeInSettings",
            "kind": "LinkedField",
            "name": "tradeIn",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TradeInQuestion",
                "kind": "LinkedField",
                "name": "questions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TradeInAnswerOption",
                    "kind": "LinkedField",
                    "name": "options",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "value",
                        "storageKey": null
                      },
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "help",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "regoLookup",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onlineEstimate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxAgeYears",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxKm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VehicleNameExample",
                "kind": "LinkedField",
                "name": "vehicleNameExample",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "make",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "model",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TradeInFaqEntry",
                "kind": "LinkedField",
                "name": "faq",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "question",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answer",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Location",
                "kind": "LinkedField",
                "name": "contactLocation",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v1/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactPath",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteContact",
            "kind": "LinkedField",
            "name": "contact",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phoneReveal",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withCar",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "Car",
            "kind": "LinkedField",
            "name": "carByInternalId",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v1/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "b786e4db27344a95feaa7599d1c984a765407f0106df40451ed27e61204685b0",
    "metadata": {},
    "name": "TradeInPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f837a7c2045b31940b9346ad756b483e";

export default node;
