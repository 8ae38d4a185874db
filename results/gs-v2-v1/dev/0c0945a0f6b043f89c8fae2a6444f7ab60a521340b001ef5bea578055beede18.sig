{
  "algorithm": "ed25519",
  "content_sha256": "a762729302c86cce40a7f57efabfb03dd9c76163fca390e2574fcc94b3a1ac3c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c0945a0f6b043f89c8fae2a6444f7ab60a521340b001ef5bea578055beede18",
  "schema": "gridshift.signature/1",
  "signature": "9196dd4be7eb7a877b58ce854a3b091a4eec9793655b8577aca652aff544e5b081934b2b3691e4deef7bf767257d53f069c83025511280ad3fe6effe0c58bb0e"
}
