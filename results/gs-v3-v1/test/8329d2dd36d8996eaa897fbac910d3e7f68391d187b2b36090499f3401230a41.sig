{
  "algorithm": "ed25519",
  "content_sha256": "ee1efa3a026971ec358e6eecd2a62473194b2542a1af344b9417566423fcdc5e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8329d2dd36d8996eaa897fbac910d3e7f68391d187b2b36090499f3401230a41",
  "schema": "gridshift.signature/1",
  "signature": "851a21961f407bba4de9a2180b5b9cdbb8dd23a62763d9f1441a691b136f4371a9eb0c01e5e16f126bbe467dfafbd1953d53e3ccc95dbf07aece619ba91abf00"
}
