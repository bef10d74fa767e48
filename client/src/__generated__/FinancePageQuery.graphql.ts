/**
 * @generated SignedSource<<970afba711aa48b8db1e4ca57b7946bd>>
 * @relayHash d08ce237a782625d90b5a289e7dae36e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07679bb4954d6520bca82187d9a8426c582d794d3bd2ed0204e5275dc9403cf2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FinancePageQuery$variables = Record<PropertyKey, never>;
export type FinancePageQuery$data = {
  readonly site: {
    readonly financeEnquiryPath: string;
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
export type FinancePageQuery = {
  response: FinancePageQuery$data;
  variables: FinancePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "financeEnquiryPath",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FinancePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FinancePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
                  (v1/*:: as any*/),
                  (v0/*:: as any*/)
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  (v0/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "07679bb4954d6520bca82187d9a8426c582d794d3bd2ed0204e5275dc9403cf2",
    "metadata": {},
    "name": "FinancePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "59f68a9f845b4e66ea674227d0cd0bd5";

export default node;
