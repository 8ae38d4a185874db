{
  "algorithm": "ed25519",
  "content_sha256": "a2921966e33ab22fb7951587818f13be36624524e7e6fbcc731fef05fbf5f1e6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "df5a54da02c89f134a883d3ae75530fed3f0109c8c4145374ef78fbbb50a7242",
  "schema": "gridshift.signature/1",
  "signature": "3483d757b94fb859a138473a9dd8ebbccef4c888c0094ea4f7813f134bb4b594f0bd3f2705225d80591ba30904395971c1d5cd58db16d90bb4b9b2052d00690f"
}
