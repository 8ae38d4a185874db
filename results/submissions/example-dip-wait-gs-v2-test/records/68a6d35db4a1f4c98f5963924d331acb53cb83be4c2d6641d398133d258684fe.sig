{
  "algorithm": "ed25519",
  "content_sha256": "634051e8a7ce7e9f9f2b838caf5b779f8d0f8a879dae829d819b0b533d08890e",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "68a6d35db4a1f4c98f5963924d331acb53cb83be4c2d6641d398133d258684fe",
  "schema": "gridshift.signature/1",
  "signature": "68eb9dcef270c4930ae80381bcecd859917bf8ff14a904f7a9ceef9b9c424bba9d3509844deb0bcd067d438a57a546e8fb56ab3cb13e5f6f6774661c1b6c230f"
}
