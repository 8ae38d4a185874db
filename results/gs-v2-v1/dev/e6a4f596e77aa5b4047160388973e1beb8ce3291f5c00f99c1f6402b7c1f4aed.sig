{
  "algorithm": "ed25519",
  "content_sha256": "5e69dd192b7e382f2ce4680f7ab7f9fb3bc7f44f1974136b5932fcda47d6d79f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e6a4f596e77aa5b4047160388973e1beb8ce3291f5c00f99c1f6402b7c1f4aed",
  "schema": "gridshift.signature/1",
  "signature": "21f332fb41fa09b3174cd3d8cfd46c2d8d3bd39d49ae49a38b662d0ee24f109776cf47cc1f886ed1bc06d052e6de7de34448f1437069fdd10998510cbda2f801"
}
