{
  "algorithm": "ed25519",
  "content_sha256": "57c9ed4508e2b7999556e0967d741dc2fccbf0526068d0c2a314c1f851980259",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c283750722204d47ca8fd3c1bbaba5c4c2d7d2b563664da04ebcd5bd1cac5564",
  "schema": "gridshift.signature/1",
  "signature": "53ad315220fa4e3f181cb2dc02501e4bdd633da1d0b36473f279969b86455672c955034bbfbd3519d66dc610187156e5e808a43f3eff6a2920ab519fd7fb2e03"
}
