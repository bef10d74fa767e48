/**
 * @generated SignedSource<<89f09e3273dcba2709c35c8a4d752b0a>>
 * @relayHash 9aa0641ee9d2f73dc20ee33a08f10612
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f1309df6c5f965b2ebbc1c0b1e1b84a8feb13830dea42f74f68fd1a4baea3f1

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HolidayHoursTestQuery$variables = Record<PropertyKey, never>;
export type HolidayHoursTestQuery$data = {
  readonly site: {
    readonly locationBySlug: {
      readonly " $fragmentSpreads": FragmentRefs<"HolidayHours_location">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"HolidayHours_site">;
  };
};
export type HolidayHoursTestQuery = {
  response: HolidayHoursTestQuery$data;
  variables: HolidayHoursTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "toowoomba"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "date",
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
    "name": "opensAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "closesAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "department",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v2 = [
  "PARTS",
  "SALES",
  "SERVICE"
],
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "SpecialHours"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": (v2/*:: as any*/),
  "nullable": true,
  "plural": false,
  "type": "LocationType"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HolidayHoursTestQuery",
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
            "name": "HolidayHours_site"
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
                "name": "HolidayHours_location"
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
    "name": "HolidayHoursTestQuery",
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
                "name": "holidayHoursNote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "holidayHoursNotePhone",
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
                "name": "departments",
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
                "selections": (v1/*:: as any*/),
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
                "selections": (v1/*:: as any*/),
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
                "selections": (v1/*:: as any*/),
                "storageKey": "specialHours(department:\"PARTS\")"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "id": "0f1309df6c5f965b2ebbc1c0b1e1b84a8feb13830dea42f74f68fd1a4baea3f1",
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
        "site.locationBySlug.departments": {
          "enumValues": (v2/*:: as any*/),
          "nullable": false,
          "plural": true,
          "type": "LocationType"
        },
        "site.locationBySlug.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "site.locationBySlug.parts": (v3/*:: as any*/),
        "site.locationBySlug.parts.closesAt": (v4/*:: as any*/),
        "site.locationBySlug.parts.date": (v5/*:: as any*/),
        "site.locationBySlug.parts.department": (v6/*:: as any*/),
        "site.locationBySlug.parts.label": (v4/*:: as any*/),
        "site.locationBySlug.parts.open": (v7/*:: as any*/),
        "site.locationBySlug.parts.opensAt": (v4/*:: as any*/),
        "site.locationBySlug.sales": (v3/*:: as any*/),
        "site.locationBySlug.sales.closesAt": (v4/*:: as any*/),
        "site.locationBySlug.sales.date": (v5/*:: as any*/),
        "site.locationBySlug.sales.department": (v6/*:: as any*/),
        "site.locationBySlug.sales.label": (v4/*:: as any*/),
        "site.locationBySlug.sales.open": (v7/*:: as any*/),
        "site.locationBySlug.sales.opensAt": (v4/*:: as any*/),
        "site.locationBySlug.service": (v3/*:: as any*/),
        "site.locationBySlug.service.closesAt": (v4/*:: as any*/),
        "site.locationBySlug.service.date": (v5/*:: as any*/),
        "site.locationBySlug.service.department": (v6/*:: as any*/),
        "site.locationBySlug.service.label": (v4/*:: as any*/),
        "site.locationBySlug.service.open": (v7/*:: as any*/),
        "site.locationBySlug.service.opensAt": (v4/*:: as any*/),
        "site.locationDisplay": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "LocationDisplay"
        },
        "site.locationDisplay.holidayHoursNote": (v4/*:: as any*/),
        "site.locationDisplay.holidayHoursNotePhone": (v4/*:: as any*/)
      }
    },
    "name": "HolidayHoursTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "236035b9e0a5e1c8102a0ee88a0cfd32";

export default node;
