/**
 * @generated SignedSource<<77db119bb9e2cad6f760f4b0aa2029c6>>
 * @relayHash 0b40e78ef4567aa87c8fd537c7c88371
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da8ede563c779f8d77f12ecbdd4f992d3542e757a3155415cfe35ad5d996aabf

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MoneyFieldTestQuery$variables = Record<PropertyKey, never>;
export type MoneyFieldTestQuery$data = {
  readonly site: {
    readonly leadForm: {
      readonly " $fragmentSpreads": FragmentRefs<"FinanceEnquiryForm_settings">;
    };
  };
};
export type MoneyFieldTestQuery = {
  response: MoneyFieldTestQuery$data;
  variables: MoneyFieldTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "form",
    "value": "FINANCE_ENQUIRY"
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
    "name": "MoneyFieldTestQuery",
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
    "name": "MoneyFieldTestQuery",
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
            "storageKey": "leadForm(form:\"FINANCE_ENQUIRY\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "da8ede563c779f8d77f12ecbdd4f992d3542e757a3155415cfe35ad5d996aabf",
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
    "name": "MoneyFieldTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d1f0d2a99daf56bbb1b0e72268032197";

export default node;
