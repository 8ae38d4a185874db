{
  "algorithm": "ed25519",
  "content_sha256": "fd7de7f4e9782443a51bc875b956c8550333e20891765bae8d989226ff06df2c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dd535007e7d14973a7692f7d3b232aea4c40a37ecf9cbe050b27fdb188dfd283",
  "schema": "gridshift.signature/1",
  "signature": "5ba360391c648cd3c876f2b169f81b8091e60c6dc4f74356c2aca9a66442bbf8ae267a8e2724491dd53aa1ec24f485a0bb96c00367d48f418bff602839677e07"
}
