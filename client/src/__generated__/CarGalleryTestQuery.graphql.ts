/**
 * @generated SignedSource<<4b768da4181d1f271ae3f6e82c1d402d>>
 * @relayHash 077d8ef07c42f80c5c900469ca62861f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8e2a61e736114e66047aabdfab2269ec13af2150aa8d1986b3d98943edce2e8

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarGalleryTestQuery$variables = Record<PropertyKey, never>;
export type CarGalleryTestQuery$data = {
  readonly car: {
    readonly " $fragmentSpreads": FragmentRefs<"CarGallery_car">;
  } | null | undefined;
};
export type CarGalleryTestQuery = {
  response: CarGalleryTestQuery$data;
  variables: CarGalleryTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "2021-toyota-hilux-sr5"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CarGalleryTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarGallery_car"
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CarGalleryTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Car",
        "kind": "LinkedField",
        "name": "car",
        "plural": false,
        "selections": [
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CarImage",
            "kind": "LinkedField",
            "name": "images",
            "plural": true,
            "selections": [
              {
                "alias": "src",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 1280
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:1280)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "srcSet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumbUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
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
            "concreteType": "CarVideo",
            "kind": "LinkedField",
            "name": "video",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "embed",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "car(slug:\"2021-toyota-hilux-sr5\")"
      }
    ]
  },
  "params": {
    "id": "f8e2a61e736114e66047aabdfab2269ec13af2150aa8d1986b3d98943edce2e8",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "car": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Car"
        },
        "car.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "car.images": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CarImage"
        },
        "car.images.alt": (v1/*:: as any*/),
        "car.images.height": (v2/*:: as any*/),
        "car.images.src": (v1/*:: as any*/),
        "car.images.srcSet": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "car.images.thumbUrl": (v1/*:: as any*/),
        "car.images.width": (v2/*:: as any*/),
        "car.name": (v1/*:: as any*/),
        "car.status": {
          "enumValues": [
            "COMING_SOON",
            "IN_STOCK",
            "SOLD"
          ],
          "nullable": false,
          "plural": false,
          "type": "CarStatus"
        },
        "car.video": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CarVideo"
        },
        "car.video.embed": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "car.video.url": (v1/*:: as any*/)
      }
    },
    "name": "CarGalleryTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "68e76d25aea5600163b4e6e9323132c0";

export default node;
