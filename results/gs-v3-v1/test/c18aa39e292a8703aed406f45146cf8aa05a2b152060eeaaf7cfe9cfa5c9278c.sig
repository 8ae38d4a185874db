{
  "algorithm": "ed25519",
  "content_sha256": "df334f527c9461f7774ed5fa07e269373453b4df0e5567f4c3152e00454a564f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c18aa39e292a8703aed406f45146cf8aa05a2b152060eeaaf7cfe9cfa5c9278c",
  "schema": "gridshift.signature/1",
  "signature": "cfcc9c5fb1caec54b6bbd58c063c35557168a35b25d28179ccfbeaf5c2b92f1b18a462998b13fd408c4db29d580a80f0823c839bfdba9f75a1cf7f7d8a164b04"
}
