{
  "algorithm": "ed25519",
  "content_sha256": "b503351bbeab6e5a78bf6b49c85c46fa5e4824099460ea82103b1721e967ad73",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f8455952fb233adca23c2b35d0174efc2872d6b3178d690fdde4752584131107",
  "schema": "gridshift.signature/1",
  "signature": "e0bf33af656cfa3e14edefd11aa4406e56f9958b867dfd54ccc9424a180d0daba12667cc846454a3f4fffee59cf9512fe0b552e97ee82a1222f9c6cd1c7a7601"
}
