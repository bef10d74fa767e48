/**
 * @generated SignedSource<<5a12377b72ff41ec264aaf83f75dd2e6>>
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
    readonly src: string;
    readonly srcSet: string | null | undefined;
    readonly thumbUrl: string;
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
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "81221fbe9e40029865255cca2e7148e7";

export default node;
