/**
 * @generated SignedSource<<217dd57cb79331dde5728ff994615b25>>
 * @relayHash bd4a426ce431b125d7790d8bb4d3c157
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfa3eee6ec216016bb95e80e00499a88469fefea330419f7154a965c7c7488a6

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SiteFooterLinksTestQuery$variables = Record<PropertyKey, never>;
export type SiteFooterLinksTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"SiteFooterLinks_site">;
  };
};
export type SiteFooterLinksTestQuery = {
  response: SiteFooterLinksTestQuery$data;
  variables: SiteFooterLinksTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v1 = {
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
    "name": "SiteFooterLinksTestQuery",
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
            "name": "SiteFooterLinks_site"
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
    "name": "SiteFooterLinksTestQuery",
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
            "concreteType": "ContentPageLink",
            "kind": "LinkedField",
            "name": "contentPages",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "financeEnquiryPath",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ServicePage",
            "kind": "LinkedField",
            "name": "servicePage",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
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
                "name": "tradeIn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "testDrive",
                "storageKey": null
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
    "id": "dfa3eee6ec216016bb95e80e00499a88469fefea330419f7154a965c7c7488a6",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.contentPages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ContentPageLink"
        },
        "site.contentPages.path": (v0/*:: as any*/),
        "site.contentPages.title": (v0/*:: as any*/),
        "site.features": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteFeatures"
        },
        "site.features.testDrive": (v1/*:: as any*/),
        "site.features.tradeIn": (v1/*:: as any*/),
        "site.financeEnquiryPath": (v0/*:: as any*/),
        "site.servicePage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ServicePage"
        },
        "site.servicePage.url": (v0/*:: as any*/)
      }
    },
    "name": "SiteFooterLinksTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "875105c71a8f1f7ee757c740e54512ce";

export default node;
