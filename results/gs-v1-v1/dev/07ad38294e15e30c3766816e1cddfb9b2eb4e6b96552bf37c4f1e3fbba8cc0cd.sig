{
  "algorithm": "ed25519",
  "content_sha256": "41ac2a6f5cd0652ce95a6ec65202080fec91da982077507277133a4d9fb979bf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "07ad38294e15e30c3766816e1cddfb9b2eb4e6b96552bf37c4f1e3fbba8cc0cd",
  "schema": "gridshift.signature/1",
  "signature": "601d4ed65267f09c5cee691937d2bd99921bcdc98d4ff3185b64eaf21558d7287526f6eeca6675d83be50d654b26baf73e98546d9dddfa02cb20ae1f9551c80c"
}
