/**
 * @generated SignedSource<<f677353ac4e5bd0e865d1d081b9861b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SiteImage_image$data = {
  readonly alt: string;
  readonly height: number;
  readonly srcSet: string | null | undefined;
  readonly url: string;
  readonly width: number;
  readonly " $fragmentType": "SiteImage_image";
};
export type SiteImage_image$key = {
  readonly " $data"?: SiteImage_image$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteImage_image">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteImage_image",
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
      "name": "srcSet",
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
  "type": "SiteImage",
  "abstractKey": null
};

(node as any).hash = "0bd2ef47148e9c58be890da1d18b6997";

export default node;
