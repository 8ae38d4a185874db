{
  "algorithm": "ed25519",
  "content_sha256": "90b3714733875a0ca66bcf76a661245d69f428d0d3021e980060ba68fb6485a1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f1ef66f4523d3dcb7b3866e3526f115c1a94b7b690188e9ce3fba57c6eba1e92",
  "schema": "gridshift.signature/1",
  "signature": "48339b8961c9119cac8e00ce0aee028b144f3442a5acb66cac59ec8ae31f71c2ef2a1d722cd063fde7ec0723a386c5e18e23dc830dfb673d96ee066b9698f60a"
}
