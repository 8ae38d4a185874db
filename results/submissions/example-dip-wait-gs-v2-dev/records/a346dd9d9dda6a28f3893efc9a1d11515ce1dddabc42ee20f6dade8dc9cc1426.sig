{
  "algorithm": "ed25519",
  "content_sha256": "e5806768f9b6f2ad42f7506f56217f52011741035eacaff3bdbcb4e7e7663821",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "a346dd9d9dda6a28f3893efc9a1d11515ce1dddabc42ee20f6dade8dc9cc1426",
  "schema": "gridshift.signature/1",
  "signature": "e82774e4fe2f51f63ca5b6a11fbf71854263381d75736537dffc92d5013c7b37e49bda3164289ec40b171ad00b31963f83ef59488e614cbfb0c60763bab11c0b"
}
