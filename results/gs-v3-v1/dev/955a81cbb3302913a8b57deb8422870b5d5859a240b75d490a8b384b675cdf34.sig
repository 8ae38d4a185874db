{
  "algorithm": "ed25519",
  "content_sha256": "a9234f3f6610a77d108ad662f4b0baa5f538270bcb13f67d3367c70df1df6ba3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "955a81cbb3302913a8b57deb8422870b5d5859a240b75d490a8b384b675cdf34",
  "schema": "gridshift.signature/1",
  "signature": "fefc6765d5e1e705bb904153dace6c02ad4c247d91ce8aa68447ed66331c60a76a1da05dbd64a12f9e372d6d21ff24acff4a2ecfe525e52fec311b6bf9fba301"
}
