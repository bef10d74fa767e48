/**
 * @generated SignedSource<<51c9e74b82c5131bd533922ef2674a23>>
 * @relayHash 03841e29905baf15c9701cf190c4aef6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac04da586d67edabd32efa4000f57fd271392898e291437224295790bde25bf7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LocationType = "PARTS" | "SALES" | "SERVICE" | "%future added value";
export type ContactLocationPageQuery$variables = {
  department?: LocationType | null | undefined;
  slug: string;
};
export type ContactLocationPageQuery$data = {
  readonly site: {
    readonly locationBySlug: {
      readonly address: {
        readonly city: string;
        readonly latitude: number;
        readonly longitude: number;
        readonly postcode: string;
        readonly state: string;
        readonly street: string;
      };
      readonly contactPath: string;
      readonly directionsUrl: string;
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"HolidayHours_location" | "LocationCard_location" | "LocationHours_location" | "LocationReviews_location" | "ReviewSummary_location">;
    } | null | undefined;
    readonly locationDisplay: {
      readonly directionsInNewTab: boolean;
      readonly mapStyleUrl: string | null | undefined;
    };
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"HolidayHours_site" | "LocationCard_site" | "LocationReviews_site">;
  };
};
export type ContactLocationPageQuery = {
  response: ContactLocationPageQuery$data;
  variables: ContactLocationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "department"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "directionsInNewTab",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mapStyleUrl",
  "storageKey": null
},
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
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactPath",
  "storageKey": null
},
v8 = {
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
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "directionsUrl",
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "department",
    "variableName": "department"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "open",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "opensAt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closesAt",
  "storageKey": null
},
v15 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "weekday",
    "storageKey": null
  },
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/)
],
v16 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "date",
    "storageKey": null
  },
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "department",
    "storageKey": null
  },
  (v11/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v18 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactLocationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LocationCard_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HolidayHours_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LocationReviews_site"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LocationDisplay",
            "kind": "LinkedField",
            "name": "locationDisplay",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationBySlug",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v2/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LocationCard_location"
              },
              {
                "args": (v10/*:: as any*/),
                "kind": "FragmentSpread",
                "name": "LocationHours_location"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HolidayHours_location"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReviewSummary_location"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LocationReviews_location"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ContactLocationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "concreteType": "LocationDisplay",
            "kind": "LinkedField",
            "name": "locationDisplay",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bookServiceUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "holidayHoursNote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "holidayHoursNotePhone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reviewsPerPage",
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationBySlug",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v2/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
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
                "name": "locationType",
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
                "kind": "ScalarField",
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "landlinePhone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LocationImage",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "thumbnailUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "alt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "badge",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DealerLicence",
                "kind": "LinkedField",
                "name": "licences",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "number",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReviewRating",
                "kind": "LinkedField",
                "name": "rating",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "average",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "averageText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shown",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OpeningHours",
                "kind": "LinkedField",
                "name": "departmentHours",
                "plural": true,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SpecialHours",
                "kind": "LinkedField",
                "name": "specialHours",
                "plural": true,
                "selections": (v16/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "departments",
                "storageKey": null
              },
              {
                "alias": "shownDepartment",
                "args": (v10/*:: as any*/),
                "concreteType": "OpeningHours",
                "kind": "LinkedField",
                "name": "departmentHours",
                "plural": true,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v10/*:: as any*/),
                "concreteType": "ClosedDayNote",
                "kind": "LinkedField",
                "name": "closedNote",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "href",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": "sales",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "department",
                    "value": "SALES"
                  }
                ],
                "concreteType": "SpecialHours",
                "kind": "LinkedField",
                "name": "specialHours",
                "plural": true,
                "selections": (v16/*:: as any*/),
                "storageKey": "specialHours(department:\"SALES\")"
              },
              {
                "alias": "service",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "department",
                    "value": "SERVICE"
                  }
                ],
                "concreteType": "SpecialHours",
                "kind": "LinkedField",
                "name": "specialHours",
                "plural": true,
                "selections": (v16/*:: as any*/),
                "storageKey": "specialHours(department:\"SERVICE\")"
              },
              {
                "alias": "parts",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "department",
                    "value": "PARTS"
                  }
                ],
                "concreteType": "SpecialHours",
                "kind": "LinkedField",
                "name": "specialHours",
                "plural": true,
                "selections": (v16/*:: as any*/),
                "storageKey": "specialHours(department:\"PARTS\")"
              },
              {
                "alias": null,
                "args": (v18/*:: as any*/),
                "concreteType": "ReviewConnection",
                "kind": "LinkedField",
                "name": "reviews",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReviewEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Review",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "customerName",
                            "storageKey": null
                          },
                          (v17/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "rating",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "imageUrl",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reviewDate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reviewDateInWords",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "timeAgoInWords",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__typename",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "reviews(first:12)"
              },
              {
                "alias": null,
                "args": (v18/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "LocationReviews_reviews",
                "kind": "LinkedHandle",
                "name": "reviews"
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
    "id": "ac04da586d67edabd32efa4000f57fd271392898e291437224295790bde25bf7",
    "metadata": {},
    "name": "ContactLocationPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "daa5a9db98ea167b3322fc26af850812";

export default node;
