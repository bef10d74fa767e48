/**
 * @generated SignedSource<<817c4a7cba9cbedfa0eb5211a7847783>>
 * @relayHash 305faa4498a0c16d602df67d5c525e66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd896070732a2b5182f9e32d6a672319cbd01963e5e94124c3cbea87a2f24560

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarEnquiryPanelQuery$variables = Record<PropertyKey, never>;
export type CarEnquiryPanelQuery$data = {
  readonly site: {
    readonly features: {
      readonly testDrive: boolean;
    };
    readonly slug: string;
    readonly testDrive: {
      readonly " $fragmentSpreads": FragmentRefs<"TestDriveForm_settings">;
    };
    readonly vehicleEnquiry: {
      readonly " $fragmentSpreads": FragmentRefs<"VehicleEnquiryForm_settings">;
    };
  };
};
export type CarEnquiryPanelQuery = {
  response: CarEnquiryPanelQuery$data;
  variables: CarEnquiryPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v1 = {
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
      "name": "testDrive",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "form",
    "value": "VEHICLE_ENQUIRY"
  }
],
v3 = [
  {
    "kind": "Literal",
    "name": "form",
    "value": "TEST_DRIVE"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
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
      (v0/*:: as any*/),
      (v4/*:: as any*/)
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
      (v4/*:: as any*/),
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
      (v4/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CarEnquiryPanelQuery",
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
          {
            "alias": "vehicleEnquiry",
            "args": (v2/*:: as any*/),
            "concreteType": "LeadFormSettings",
            "kind": "LinkedField",
            "name": "leadForm",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VehicleEnquiryForm_settings"
              }
            ],
            "storageKey": "leadForm(form:\"VEHICLE_ENQUIRY\")"
          },
          {
            "alias": "testDrive",
            "args": (v3/*:: as any*/),
            "concreteType": "LeadFormSettings",
            "kind": "LinkedField",
            "name": "leadForm",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TestDriveForm_settings"
              }
            ],
            "storageKey": "leadForm(form:\"TEST_DRIVE\")"
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
    "name": "CarEnquiryPanelQuery",
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
          {
            "alias": "vehicleEnquiry",
            "args": (v2/*:: as any*/),
            "concreteType": "LeadFormSettings",
            "kind": "LinkedField",
            "name": "leadForm",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": "leadForm(form:\"VEHICLE_ENQUIRY\")"
          },
          {
            "alias": "testDrive",
            "args": (v3/*:: as any*/),
            "concreteType": "LeadFormSettings",
            "kind": "LinkedField",
            "name": "leadForm",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": "leadForm(form:\"TEST_DRIVE\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "dd896070732a2b5182f9e32d6a672319cbd01963e5e94124c3cbea87a2f24560",
    "metadata": {},
    "name": "CarEnquiryPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "236e33b66792839709e2883026541361";

export default node;
