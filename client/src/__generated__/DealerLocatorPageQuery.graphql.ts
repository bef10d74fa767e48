/**
 * @generated SignedSource<<ab65ae08df02d975142e9649e25db628>>
 * @relayHash e4789cd8822f9408f5b42451aec46fb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90930648b4b9ba0f54d3547ced642c64090e42dbe7c09adfb054db2064cc9620

import type { ConcreteRequest } from 'relay-runtime';
export type LocationType = "PARTS" | "SALES" | "SERVICE" | "%future added value";
export type DealerLocatorPageQuery$variables = {
  byPostcode: boolean;
  department?: LocationType | null | undefined;
  make?: string | null | undefined;
  postcode: string;
};
export type DealerLocatorPageQuery$data = {
  readonly site: {
    readonly everyLocation: ReadonlyArray<{
      readonly departments: ReadonlyArray<LocationType>;
      readonly manufacturers: ReadonlyArray<string>;
    }>;
    readonly locationDisplay: {
      readonly mapStyleUrl: string | null | undefined;
    };
    readonly locations: ReadonlyArray<{
      readonly address: {
        readonly city: string;
        readonly latitude: number;
        readonly longitude: number;
        readonly postcode: string;
        readonly state: string;
        readonly street: string;
      };
      readonly contactPath: string;
      readonly id: string;
      readonly name: string;
    }>;
    readonly locationsNear?: {
      readonly __typename: "LocationsNear";
      readonly items: ReadonlyArray<{
        readonly distanceKm: number;
        readonly location: {
          readonly id: string;
        };
      }>;
    } | {
      readonly __typename: "ValidationError";
      readonly issues: ReadonlyArray<{
        readonly message: string;
      }>;
    } | {
      // This will never be '%other', but we need some
      // value in case none of the concrete values match.
      readonly __typename: "%other";
    };
    readonly name: string;
  };
};
export type DealerLocatorPageQuery = {
  response: DealerLocatorPageQuery$data;
  variables: DealerLocatorPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byPostcode"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "department"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "make"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "postcode"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "LocationDisplay",
  "kind": "LinkedField",
  "name": "locationDisplay",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mapStyleUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "departments",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "manufacturers",
  "storageKey": null
},
v8 = {
  "kind": "Variable",
  "name": "department",
  "variableName": "department"
},
v9 = {
  "kind": "Variable",
  "name": "make",
  "variableName": "make"
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": [
    (v8/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "concreteType": "Location",
  "kind": "LinkedField",
  "name": "locations",
  "plural": true,
  "selections": [
    (v10/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "address",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "street",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postcode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "latitude",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "longitude",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "condition": "byPostcode",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        {
          "kind": "Variable",
          "name": "postcode",
          "variableName": "postcode"
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "locationsNear",
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
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "LocationNear",
              "kind": "LinkedField",
              "name": "items",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "distanceKm",
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
                    (v10/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "type": "LocationsNear",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "InputIssue",
              "kind": "LinkedField",
              "name": "issues",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "message",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "type": "ValidationError",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DealerLocatorPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": "everyLocation",
            "args": null,
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locations",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DealerLocatorPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": "everyLocation",
            "args": null,
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locations",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "90930648b4b9ba0f54d3547ced642c64090e42dbe7c09adfb054db2064cc9620",
    "metadata": {},
    "name": "DealerLocatorPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e0ac25a09846fab321026f7829962b60";

export default node;
