{
  "algorithm": "ed25519",
  "content_sha256": "e5b8618f33e37f1a7fc8f9632b81321472109351dfaf61f5048743f9830092d3",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "7271498a890aaef16e6c5382cedc007a7523353c9eb0c6f8307c7f88eba4d7a2",
  "schema": "gridshift.signature/1",
  "signature": "95418866d72e387a2b41a6a49d2029814f8f3bb87ec6aea456031377fcf9b8c4bd1937ca43e69bcecd48c3d50f561c500f2f5f0a789f0c775b9ab6efc9eaf100"
}
