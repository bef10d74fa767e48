/**
 * @generated SignedSource<<486a6dab2f27b706d5b10bb4b2df3be4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarStatus = "COMING_SOON" | "IN_STOCK" | "SOLD" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CarGallery_car$data = {
  readonly images: ReadonlyArray<{
    readonly alt: string;
    readonly height: number;
    readonly thumbUrl: string;
    readonly w1024: string;
    readonly w1600: string;
    readonly w640: string;
    readonly width: number;
  }>;
  readonly name: string;
  readonly status: CarStatus;
  readonly video: {
    readonly embed: boolean;
    readonly url: string;
  } | null | undefined;
  readonly " $fragmentType": "CarGallery_car";
};
export type CarGallery_car$key = {
  readonly " $data"?: CarGallery_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarGallery_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarGallery_car",
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
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "988cb1b1cc18b7035780152a49a2ee59";

export default node;
