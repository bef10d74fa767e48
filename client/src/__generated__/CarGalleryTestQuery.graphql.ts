/**
 * @generated SignedSource<<27640c5784f420e26bf9cd022615d835>>
 * @relayHash 62711e15388cbc96c498851d279969f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2a71b55dd96591f9221cfd836bba7883dd7591aa91cf4321065bcf14bf822dd

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
                "alias": "w640",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 640
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:640)"
              },
              {
                "alias": "w1024",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 1024
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:1024)"
              },
              {
                "alias": "w1600",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "width",
                    "value": 1600
                  }
                ],
                "kind": "ScalarField",
                "name": "url",
                "storageKey": "url(width:1600)"
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
    "id": "f2a71b55dd96591f9221cfd836bba7883dd7591aa91cf4321065bcf14bf822dd",
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
        "car.images.thumbUrl": (v1/*:: as any*/),
        "car.images.w1024": (v1/*:: as any*/),
        "car.images.w1600": (v1/*:: as any*/),
        "car.images.w640": (v1/*:: as any*/),
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
