/**
 * @generated SignedSource<<99b5226b7934d9bf8f36d526880d35bd>>
 * @relayHash 75e527b60e5bee83a9755473b2ac5c5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9eadc3da35a44be63b8ab07d93f97acd859c3981d08cf9357b506791794f139

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LocationCardTestQuery$variables = Record<PropertyKey, never>;
export type LocationCardTestQuery$data = {
  readonly site: {
    readonly locationBySlug: {
      readonly " $fragmentSpreads": FragmentRefs<"LocationCard_location">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"LocationCard_site">;
  };
};
export type LocationCardTestQuery = {
  response: LocationCardTestQuery$data;
  variables: LocationCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "toowoomba"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "open",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "opensAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closesAt",
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v9 = [
  "PARTS",
  "SALES",
  "SERVICE"
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LocationCardTestQuery",
    "selections": [
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
            "name": "LocationCard_site"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationBySlug",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LocationCard_location"
              }
            ],
            "storageKey": "locationBySlug(slug:\"toowoomba\")"
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
    "name": "LocationCardTestQuery",
    "selections": [
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
            "concreteType": "LocationDisplay",
            "kind": "LinkedField",
            "name": "locationDisplay",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "directionsInNewTab",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bookServiceUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationBySlug",
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
                "name": "name",
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
                  }
                ],
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
                  (v1/*:: as any*/),
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
                "name": "contactPath",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "directionsUrl",
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
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "weekday",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SpecialHours",
                "kind": "LinkedField",
                "name": "specialHours",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "department",
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "locationBySlug(slug:\"toowoomba\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d9eadc3da35a44be63b8ab07d93f97acd859c3981d08cf9357b506791794f139",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
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
        "site.locationBySlug": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Location"
        },
        "site.locationBySlug.address": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Address"
        },
        "site.locationBySlug.address.city": (v5/*:: as any*/),
        "site.locationBySlug.address.postcode": (v5/*:: as any*/),
        "site.locationBySlug.address.state": (v5/*:: as any*/),
        "site.locationBySlug.address.street": (v5/*:: as any*/),
        "site.locationBySlug.badge": (v6/*:: as any*/),
        "site.locationBySlug.contactPath": (v5/*:: as any*/),
        "site.locationBySlug.dealershipSlug": (v5/*:: as any*/),
        "site.locationBySlug.departmentHours": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "OpeningHours"
        },
        "site.locationBySlug.departmentHours.closesAt": (v6/*:: as any*/),
        "site.locationBySlug.departmentHours.open": (v7/*:: as any*/),
        "site.locationBySlug.departmentHours.opensAt": (v6/*:: as any*/),
        "site.locationBySlug.departmentHours.weekday": (v8/*:: as any*/),
        "site.locationBySlug.directionsUrl": (v5/*:: as any*/),
        "site.locationBySlug.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "site.locationBySlug.image": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "LocationImage"
        },
        "site.locationBySlug.image.alt": (v5/*:: as any*/),
        "site.locationBySlug.image.thumbnailUrl": (v5/*:: as any*/),
        "site.locationBySlug.internalId": (v5/*:: as any*/),
        "site.locationBySlug.landlinePhone": (v6/*:: as any*/),
        "site.locationBySlug.licences": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DealerLicence"
        },
        "site.locationBySlug.licences.label": (v5/*:: as any*/),
        "site.locationBySlug.licences.number": (v5/*:: as any*/),
        "site.locationBySlug.locationType": {
          "enumValues": (v9/*:: as any*/),
          "nullable": false,
          "plural": false,
          "type": "LocationType"
        },
        "site.locationBySlug.name": (v5/*:: as any*/),
        "site.locationBySlug.phone": (v6/*:: as any*/),
        "site.locationBySlug.rating": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ReviewRating"
        },
        "site.locationBySlug.rating.average": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Float"
        },
        "site.locationBySlug.rating.averageText": (v5/*:: as any*/),
        "site.locationBySlug.rating.count": (v8/*:: as any*/),
        "site.locationBySlug.rating.shown": (v7/*:: as any*/),
        "site.locationBySlug.specialHours": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SpecialHours"
        },
        "site.locationBySlug.specialHours.closesAt": (v6/*:: as any*/),
        "site.locationBySlug.specialHours.date": (v5/*:: as any*/),
        "site.locationBySlug.specialHours.department": {
          "enumValues": (v9/*:: as any*/),
          "nullable": true,
          "plural": false,
          "type": "LocationType"
        },
        "site.locationBySlug.specialHours.label": (v6/*:: as any*/),
        "site.locationBySlug.specialHours.open": (v7/*:: as any*/),
        "site.locationBySlug.specialHours.opensAt": (v6/*:: as any*/),
        "site.locationBySlug.timeZone": (v5/*:: as any*/),
        "site.locationDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "LocationDisplay"
        },
        "site.locationDisplay.bookServiceUrl": (v6/*:: as any*/),
        "site.locationDisplay.directionsInNewTab": (v7/*:: as any*/)
      }
    },
    "name": "LocationCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7f972fa844244a4f318371963277e5f3";

export default node;
