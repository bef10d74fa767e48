/**
 * @generated SignedSource<<2d33cfd286d60bb21a3c41e7e930ff09>>
 * @relayHash cd3abdf91d0caacc465118084001f390
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1856b82e55dd1690710bdea314f3390b1f67a738e8b87289f2ce90206e715796

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type KmFieldTestQuery$variables = Record<PropertyKey, never>;
export type KmFieldTestQuery$data = {
  readonly site: {
    readonly leadForm: {
      readonly " $fragmentSpreads": FragmentRefs<"LeadForm_settings">;
    };
  };
};
export type KmFieldTestQuery = {
  response: KmFieldTestQuery$data;
  variables: KmFieldTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "form",
    "value": "TRADE_IN"
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "KmFieldTestQuery",
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
            "args": (v0/*:: as any*/),
            "concreteType": "LeadFormSettings",
            "kind": "LinkedField",
            "name": "leadForm",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LeadForm_settings"
              }
            ],
            "storageKey": "leadForm(form:\"TRADE_IN\")"
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
    "name": "KmFieldTestQuery",
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
            "args": (v0/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
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
            "storageKey": "leadForm(form:\"TRADE_IN\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1856b82e55dd1690710bdea314f3390b1f67a738e8b87289f2ce90206e715796",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.leadForm": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "LeadFormSettings"
        },
        "site.leadForm.careersCategory": (v2/*:: as any*/),
        "site.leadForm.categories": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "site.leadForm.checkOptions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "LeadCheckOption"
        },
        "site.leadForm.checkOptions.label": (v2/*:: as any*/),
        "site.leadForm.checkOptions.name": (v2/*:: as any*/),
        "site.leadForm.checkOptionsAsRadio": (v3/*:: as any*/),
        "site.leadForm.dealerships": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "LeadDealership"
        },
        "site.leadForm.dealerships.name": (v2/*:: as any*/),
        "site.leadForm.dealerships.slug": (v2/*:: as any*/),
        "site.leadForm.locations": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "LeadLocation"
        },
        "site.leadForm.locations.id": (v2/*:: as any*/),
        "site.leadForm.locations.name": (v2/*:: as any*/),
        "site.leadForm.locations.openingHours": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "LeadOpeningHours"
        },
        "site.leadForm.locations.openingHours.close": (v4/*:: as any*/),
        "site.leadForm.locations.openingHours.open": (v4/*:: as any*/),
        "site.leadForm.locations.openingHours.status": (v2/*:: as any*/),
        "site.leadForm.locations.openingHours.weekday": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "site.leadForm.messageOptional": (v3/*:: as any*/),
        "site.leadForm.showLocationSelect": (v3/*:: as any*/),
        "site.leadForm.showPreferredDealership": (v3/*:: as any*/),
        "site.leadForm.termsRequired": (v3/*:: as any*/),
        "site.leadForm.termsUrl": (v4/*:: as any*/),
        "site.leadForm.today": (v2/*:: as any*/)
      }
    },
    "name": "KmFieldTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3f9ecbb34c1c430aea816301b7175430";

export default node;
