{
  "algorithm": "ed25519",
  "content_sha256": "783b955dda709c6a216bccdb08bebe69995a5df4af574c13909133bbe90dd914",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "87cd48edc87f44c7f6e99e9e04dfa480dfd0ddc4def65c6699c9dfd0d576be0d",
  "schema": "gridshift.signature/1",
  "signature": "17996269948f1955a2fa3afc00ee2f95c7a591be093bf4169beecc9d29f91b9d5881eb6d0b9a15cb29a99575768fe5a1cbf960d7d7cd931193bdb6a33b4dde05"
}
