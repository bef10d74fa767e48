/**
 * @generated SignedSource<<3560c9f9632c0a53c43ce464dcf3bef7>>
 * @relayHash 50068f5681c398cf0df48be9ef95c2b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f620b12900ec14e3ed1f5d042bef9577c62fbfbfa9a007e0d1246b3a1e2adab8

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarType = "DEMO" | "NEW" | "USED" | "%future added value";
export type PersonalisedFinancePageQuery$variables = {
  slug: string;
  withCar: boolean;
};
export type PersonalisedFinancePageQuery$data = {
  readonly car?: {
    readonly carType: CarType;
    readonly hasPersonalisedFinance: boolean;
    readonly internalId: string;
    readonly name: string;
    readonly path: string;
    readonly price: number;
    readonly slug: string;
  } | null | undefined;
  readonly site: {
    readonly labels: {
      readonly approvalText: string;
    };
    readonly leadForm: {
      readonly " $fragmentSpreads": FragmentRefs<"FinanceEnquiryForm_settings">;
    };
    readonly name: string;
    readonly slug: string;
  };
};
export type PersonalisedFinancePageQuery = {
  response: PersonalisedFinancePageQuery$data;
  variables: PersonalisedFinancePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
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
      "name": "approvalText",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "form",
    "value": "FINANCE_ENQUIRY"
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
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
  "name": "carType",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasPersonalisedFinance",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PersonalisedFinancePageQuery",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "FinanceEnquiryForm_settings"
              }
            ],
            "storageKey": "leadForm(form:\"FINANCE_ENQUIRY\")"
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
            "name": "car",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v2/*:: as any*/),
              (v1/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
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
    "name": "PersonalisedFinancePageQuery",
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
                  (v11/*:: as any*/),
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
            "storageKey": "leadForm(form:\"FINANCE_ENQUIRY\")"
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
            "name": "car",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v2/*:: as any*/),
              (v1/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "f620b12900ec14e3ed1f5d042bef9577c62fbfbfa9a007e0d1246b3a1e2adab8",
    "metadata": {},
    "name": "PersonalisedFinancePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "85de04c5ae84df9377ecc6049f52e8c8";

export default node;
